/**
 * Wire types of the pattern library routes (generateblocks-pro/v1/pattern-library/…) and of the core
 * routes the Sharing tab uses (/wp/v2/pattern-collections, /wp/v2/blocks). Shared by the admin screen
 * and the editor's library.
 */

/** A library as GET pattern-library/libraries lists it (never its public key). */
export interface Library {
	id: string;
	name: string;
	domain: string;
	isEnabled: boolean;
	isDefault: boolean;
	isLocal: boolean;
}

/** What POST pattern-library/libraries/{id} may change. */
export interface LibraryChanges {
	isEnabled?: boolean;
	isDefault?: boolean;
}

/** POST pattern-library/add-library. */
export interface NewLibrary {
	domain: string;
	publicKey: string;
	data?: Record< string, unknown >;
}

/** A pattern category of a library (core wp_pattern_category terms holding the library's patterns). */
export interface PatternCategory {
	id: number;
	name: string;
	slug: string;
	count: number;
}

/** A pattern of a library: raw block markup, plain-text title, category slugs. */
export interface LibraryPattern {
	id: number;
	title: string;
	content: string;
	categories: string[];
}

export interface PatternsQuery {
	search?: string;
	category?: string;
	page?: number;
	perPage?: number;
}

export interface PatternsPage {
	items: LibraryPattern[];
	total: number;
	pages: number;
}

/** A global class a library provides. */
export interface LibraryStyle {
	title: string;
	selector: string;
	data: Record< string, unknown >;
	css: string;
}

export interface LibraryStyleData {
	css: string;
	styles: LibraryStyle[];
}

export interface ImportStylesResult {
	imported: string[];
	/** Includes the classes in `republished`. */
	existing: string[];
	failed: Array< { selector: string; reason: string } >;
	/** Classes an administrator had set to draft, published again by this import. */
	republished?: string[];
	/** Classes the user may not create or publish again (also in `failed`); nothing was created. */
	refused?: string[];
	/** What the user must be told about `refused` and `republished`, or ''. */
	message?: string;
}

/** A provider key as GET pattern-library/keys lists it (never the key itself nor its hash). */
export interface SharingKey {
	id: string;
	name: string;
	collections: number[];
	/** First 9 characters of the key, e.g. 'gbpl_ab12'. */
	prefix: string;
	/** GMT 'Y-m-d H:i:s'. */
	created: string;
	/** GMT 'Y-m-d H:i:s', or null when never used. */
	lastUsed: string | null;
}

/** The answer of POST pattern-library/keys: the record plus the key, shown this once. */
export interface CreatedSharingKey extends SharingKey {
	key: string;
}

export interface NewSharingKey {
	name: string;
	collections: number[];
}

/** A term of the gblocks_pattern_collections taxonomy (/wp/v2/pattern-collections). */
export interface Collection {
	id: number;
	name: string;
	slug: string;
	count: number;
}

/** A synced pattern (/wp/v2/blocks, context edit) with its collections. */
export interface SyncedPattern {
	id: number;
	title: string;
	status: string;
	collections: number[];
}
