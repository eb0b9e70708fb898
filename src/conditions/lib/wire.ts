/**
 * Normalisers of the conditions routes' answers: the server moves to the shapes the product's own
 * admin client reads (issue 8 item 9) while older answers stay readable, and components see one shape.
 */

/**
 * Internal dependencies
 */
import { renderedText } from '../../shared/api/rendered';
import type {
	Condition,
	ConditionList,
	ConditionListWire,
	ConditionTree,
	ConditionWire,
	LookupOption,
	RuleMetadata,
	ValueType,
} from '../types';

function isRecord( value: unknown ): value is Record< string, unknown > {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function isTree( value: unknown ): value is ConditionTree {
	return isRecord( value ) && Array.isArray( value.groups );
}

/** The tree of a condition without readable rules. */
export const EMPTY_TREE: ConditionTree = { logic: 'OR', groups: [] };

/**
 * One condition: title from a string or { rendered }, the tree (empty when missing or unreadable),
 * date/modified and the rules error when present.
 *
 * @param wire The condition as received.
 */
export function normaliseCondition( wire: ConditionWire ): Condition {
	const condition: Condition = {
		id: Number( wire.id ),
		title: renderedText( wire.title ),
		status: wire.status === 'draft' ? 'draft' : 'publish',
		gbConditions: isTree( wire.gbConditions )
			? wire.gbConditions
			: { ...EMPTY_TREE, groups: [] },
		gblocks_condition_cat: Array.isArray( wire.gblocks_condition_cat )
			? wire.gblocks_condition_cat.map( Number )
			: [],
	};
	if ( typeof wire.date === 'string' ) {
		condition.date = wire.date;
	}
	if ( typeof wire.modified === 'string' ) {
		condition.modified = wire.modified;
	}
	if ( typeof wire.rules_error === 'string' && wire.rules_error !== '' ) {
		condition.rules_error = wire.rules_error;
	}
	return condition;
}

/**
 * A page of the conditions list.
 *
 * @param wire The list as received.
 */
export function normaliseConditionList(
	wire: ConditionListWire
): ConditionList {
	const conditions = Array.isArray( wire?.conditions )
		? wire.conditions.map( normaliseCondition )
		: [];
	const total = Number( wire?.total ?? conditions.length );
	const pages = Number( wire?.pages ?? 1 );
	return {
		conditions,
		total: Number.isFinite( total ) ? total : conditions.length,
		pages: Number.isFinite( pages ) ? pages : 1,
	};
}

function labelOf( value: unknown, fallback: string ): string {
	if ( typeof value === 'string' ) {
		return value;
	}
	if ( isRecord( value ) && typeof value.label === 'string' ) {
		return value.label;
	}
	return fallback;
}

/**
 * Group labels by option id, from any of the shapes a server may send them in:
 * `{ id: group }`, `{ group: [ ids ] }` or `[ { label, rules|options|values: [ ids ] } ]`.
 *
 * @param groups What the server sent next to the options.
 */
export function groupsById( groups: unknown ): Map< string, string > {
	const byId = new Map< string, string >();
	if ( Array.isArray( groups ) ) {
		groups.forEach( ( group ) => {
			if ( ! isRecord( group ) || typeof group.label !== 'string' ) {
				return;
			}
			const ids = group.rules ?? group.options ?? group.values;
			if ( Array.isArray( ids ) ) {
				ids.forEach( ( id ) =>
					byId.set( String( id ), group.label as string )
				);
			}
		} );
	} else if ( isRecord( groups ) ) {
		Object.entries( groups ).forEach( ( [ key, value ] ) => {
			if ( typeof value === 'string' ) {
				byId.set( key, value );
			} else if ( Array.isArray( value ) ) {
				value.forEach( ( id ) => byId.set( String( id ), key ) );
			}
		} );
	}
	return byId;
}

/**
 * Select options from a lookup answer: a list of { value, label, group? } (before), or an object keyed
 * by id whose value is the label (now) or { label, group? }. Groups are optional: options without one
 * form one ungrouped list.
 *
 * @param response What the route answered.
 * @param groups   Group labels sent separately, if any (see groupsById).
 */
export function normaliseOptions(
	response: unknown,
	groups?: unknown
): LookupOption[] {
	const byId = groupsById( groups );
	let options: LookupOption[] = [];
	if ( Array.isArray( response ) ) {
		options = response
			.filter(
				( item ): item is Record< string, unknown > =>
					isRecord( item ) && item.value !== undefined
			)
			.map( ( item ) => {
				const value = String( item.value );
				const option: LookupOption = {
					value,
					label: labelOf( item.label, value ),
				};
				if ( typeof item.group === 'string' && item.group ) {
					option.group = item.group;
				}
				return option;
			} );
	} else if ( isRecord( response ) ) {
		options = Object.entries( response ).map( ( [ value, item ] ) => {
			const option: LookupOption = {
				value,
				label: labelOf( item, value ),
			};
			if ( isRecord( item ) && typeof item.group === 'string' ) {
				option.group = item.group;
			}
			if (
				isRecord( item ) &&
				typeof item.default_rule === 'string' &&
				typeof item.default_operator === 'string'
			) {
				option.defaults = {
					rule: item.default_rule,
					operator: item.default_operator,
				};
			}
			return option;
		} );
	}
	return options.map( ( option ) => {
		const group = option.group ?? byId.get( option.value );
		return group ? { ...option, group } : option;
	} );
}

const SELECTOR_TYPES: ValueType[] = [
	'object_selector',
	'hierarchical_object_selector',
	'author_id',
];

/**
 * Rule metadata from get_rule_metadata: the fields directly in response (now) or under `metadata`
 * (before). value_type 'none' shows no value input; a selector always shows its picker, whose empty
 * value means 'All …' (the server says needs_value false for such an optional value).
 *
 * @param response What the route answered.
 */
export function normaliseMetadata( response: unknown ): RuleMetadata {
	const source =
		isRecord( response ) && isRecord( response.metadata )
			? response.metadata
			: response;
	const raw = isRecord( source ) ? source : {};
	const valueType = (
		typeof raw.value_type === 'string' && raw.value_type
			? raw.value_type
			: 'text'
	) as ValueType;
	let needsValue =
		raw.needs_value === undefined ? true : Boolean( raw.needs_value );
	if ( valueType === 'none' ) {
		needsValue = false;
	} else if ( SELECTOR_TYPES.includes( valueType ) ) {
		needsValue = true;
	}
	const metadata: RuleMetadata = {
		needs_value: needsValue,
		value_type: valueType,
		supports_multi: Boolean( raw.supports_multi ),
	};
	if (
		raw.object_type === 'post' ||
		raw.object_type === 'term' ||
		raw.object_type === 'user'
	) {
		metadata.object_type = raw.object_type;
	}
	if ( typeof raw.object_subtype === 'string' && raw.object_subtype ) {
		metadata.object_subtype = raw.object_subtype;
	}
	if ( typeof raw.placeholder === 'string' && raw.placeholder ) {
		metadata.placeholder = raw.placeholder;
	}
	if ( typeof raw.name_label === 'string' && raw.name_label ) {
		metadata.name_label = raw.name_label;
	}
	if (
		raw.decided_in === 'visitor' ||
		raw.decided_in === 'server' ||
		raw.decided_in === 'browser'
	) {
		metadata.decided_in = raw.decided_in;
	}
	return metadata;
}

/**
 * The overlays of the overlay pickers' route as options (value: the id), whichever shape it answered
 * in (a list, or { modals: [...] }); an item without an id is left out.
 *
 * @param response The envelope's response.
 */
export function normaliseOverlayOptions( response: unknown ): LookupOption[] {
	const list = Array.isArray( response )
		? response
		: ( response as { modals?: unknown } | null )?.modals;
	if ( ! Array.isArray( list ) ) {
		return [];
	}
	return list.flatMap( ( item ) => {
		const { id, title } = ( item ?? {} ) as {
			id?: unknown;
			title?: unknown;
		};
		if ( typeof id !== 'number' || id <= 0 ) {
			return [];
		}
		return [
			{
				value: String( id ),
				label: renderedText( title ) || String( id ),
			},
		];
	} );
}
