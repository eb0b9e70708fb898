/**
 * The document as the page's own members cannot change it.
 */

/**
 * Document.prototype: the document is read through it, never as `document.x`, which page content
 * shadows (issue 36 S8, DOM clobbering: an <img name="cookie"> or <form name="querySelector"> is a
 * named property of the document and wins over its own members). window's members (navigator,
 * location, JSON…) are the global's own properties, which no element shadows.
 */
export const DOC = Document.prototype;

/**
 * A member of the document as Document.prototype (or EventTarget.prototype) defines it: an
 * attribute's getter called on the document, or a method (to call on it).
 *
 * @param name The member.
 */
export const doc = ( name: string ) => Reflect.get( DOC, name, document );
