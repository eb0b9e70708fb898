/**
 * Reading the icon sets the server sent, and icon ids ("{set}/{icon}", e.g. "light/menu-3").
 */

/**
 * Internal dependencies
 */
import type { MenuToggleIcon, MenuToggleIconSet } from '../types';

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function isIcon( value: unknown ): value is MenuToggleIcon {
	return (
		isRecord( value ) &&
		typeof value.id === 'string' &&
		typeof value.label === 'string' &&
		typeof value.svg === 'string'
	);
}

/**
 * The icon sets of a value (the editor data), leaving out anything of the wrong shape.
 *
 * @param raw The value.
 */
export function iconSets( raw: unknown ): MenuToggleIconSet[] {
	if ( ! Array.isArray( raw ) ) {
		return [];
	}
	return raw.flatMap( ( set ): MenuToggleIconSet[] => {
		if (
			! isRecord( set ) ||
			typeof set.id !== 'string' ||
			typeof set.label !== 'string' ||
			! Array.isArray( set.icons )
		) {
			return [];
		}
		return [
			{
				id: set.id,
				label: set.label,
				icons: set.icons.filter( isIcon ),
			},
		];
	} );
}

/**
 * The stored id of an icon.
 *
 * @param set  The icon's set.
 * @param icon The icon.
 */
export function iconId( set: MenuToggleIconSet, icon: MenuToggleIcon ): string {
	return `${ set.id }/${ icon.id }`;
}

/**
 * The icon of a stored id, with its set, or undefined.
 *
 * @param sets The sets.
 * @param id   A stored id.
 */
export function findIcon(
	sets: MenuToggleIconSet[],
	id: unknown
): { set: MenuToggleIconSet; icon: MenuToggleIcon } | undefined {
	if ( typeof id !== 'string' ) {
		return undefined;
	}
	const [ setId, iconPart ] = id.split( '/' );
	const set = sets.find( ( candidate ) => candidate.id === setId );
	const icon = set?.icons.find( ( candidate ) => candidate.id === iconPart );
	return set && icon ? { set, icon } : undefined;
}

/**
 * The icons of a set whose label contains the search (case-insensitive).
 *
 * @param set    The set.
 * @param search The search text.
 */
export function searchIcons(
	set: MenuToggleIconSet,
	search: string
): MenuToggleIcon[] {
	const needle = search.trim().toLowerCase();
	if ( ! needle ) {
		return set.icons;
	}
	return set.icons.filter( ( icon ) =>
		icon.label.toLowerCase().includes( needle )
	);
}
