/**
 * ConditionSelect: the one picker of a display condition (DESIGN §12), used by the overlay settings
 * and by the block control. It lists the first 100 conditions grouped by category, searches them
 * locally at once and on the server when there are more, and resolves a stored id that is not on the
 * first page through GET /conditions/{id}, so an assignment is never lost.
 */

/**
 * WordPress dependencies
 */
import { Button, Notice } from '@wordpress/components';
import { useId, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	SEARCH_DEBOUNCE_MS,
	useConditionCategories,
	useConditionChoice,
	useConditionPage,
	useDebouncedValue,
} from '../../conditions';
import type { PickerCategory, PickerCondition } from '../../conditions';
import { Combobox } from '../../../shared/components/combobox';
import type { ComboboxItem } from '../../../shared/components/combobox';
import './style.scss';

export interface ConditionSelectProps {
	/** The condition id, '' for none. */
	value: string;
	onChange: ( id: string ) => void;
	/** Defaults to 'Display Condition'. */
	label?: string;
	help?: string;
	/** Shows an edit button when set and the value is a found condition. */
	onEdit?: ( id: string ) => void;
	/** Shows a '+' button when set. */
	onCreate?: () => void;
}

/**
 * Opens the conditions dashboard of the editor (openDashboard( 'conditions', options ), given by
 * the editor shell to whoever renders a ConditionSelect there).
 *
 * @param options         Dashboard options.
 * @param options.editId  A condition id, or 'new'.
 * @param options.onSaved Called with the id of the condition saved there.
 */
export type OpenConditions = ( options: {
	editId: string;
	onSaved?: ( id: number | string ) => void;
} ) => void;

/**
 * The edit and '+' buttons of a ConditionSelect in the editor (the block control and the overlay
 * settings): edit opens the condition in the conditions dashboard, '+' opens a new one there and
 * chooses it once saved (the save refreshes the picker's list, as it invalidates condition data).
 * No buttons without `openConditions` (users who do not manage conditions).
 *
 * @param openConditions Opens the conditions dashboard; undefined: no buttons.
 * @param onChange       Chooses a condition (the select's onChange).
 */
export function conditionSelectActions(
	openConditions: OpenConditions | undefined,
	onChange: ( id: string ) => void
): Pick< ConditionSelectProps, 'onEdit' | 'onCreate' > {
	if ( ! openConditions ) {
		return {};
	}
	return {
		onEdit: ( id ) => openConditions( { editId: id } ),
		onCreate: () =>
			openConditions( {
				editId: 'new',
				onSaved: ( id ) => onChange( String( id ) ),
			} ),
	};
}

/** The id of the 'No condition' option. */
const NONE = '__none';

/**
 * The option label of a condition: its title, '[Draft] ' before a draft's.
 *
 * @param condition The condition.
 */
export function conditionLabel( condition: PickerCondition ): string {
	const title =
		condition.title ||
		sprintf(
			/* translators: %d: condition id. */
			__( 'ID: %d', 'gblocks-pro' ),
			condition.id
		);
	return condition.status === 'draft'
		? sprintf(
				/* translators: %s: condition title. */
				__( '[Draft] %s', 'gblocks-pro' ),
				title
			)
		: title;
}

/**
 * The options grouped by category: each condition under the first of its categories with a known
 * name (in the categories' order), the others under 'Uncategorized', last.
 *
 * @param conditions The conditions, in list order.
 * @param categories The categories, in their order.
 */
export function groupedItems(
	conditions: PickerCondition[],
	categories: PickerCategory[]
): ComboboxItem[] {
	const uncategorized = __( 'Uncategorized', 'gblocks-pro' );
	const order = categories.map( ( category ) => category.id );
	const groups = new Map< string, ComboboxItem[] >();
	for ( const category of categories ) {
		groups.set( String( category.id ), [] );
	}
	groups.set( NONE, [] );
	for ( const condition of conditions ) {
		const known = condition.categories
			.filter( ( id ) => order.includes( id ) )
			.sort( ( a, b ) => order.indexOf( a ) - order.indexOf( b ) );
		const key = known.length ? String( known[ 0 ] ) : NONE;
		const name = known.length
			? ( categories.find( ( category ) => category.id === known[ 0 ] )
					?.name ?? uncategorized )
			: uncategorized;
		groups.get( key )?.push( {
			id: String( condition.id ),
			label: conditionLabel( condition ),
			group: name,
		} );
	}
	return Array.from( groups.values() ).flat();
}

/**
 * The conditions of `pool` whose title contains `text` (case-insensitive), without duplicates.
 *
 * @param pool The conditions known here.
 * @param text What the user typed, trimmed.
 */
function filterLocally(
	pool: PickerCondition[],
	text: string
): PickerCondition[] {
	const needle = text.toLocaleLowerCase();
	return pool.filter( ( condition ) =>
		conditionLabel( condition ).toLocaleLowerCase().includes( needle )
	);
}

/**
 * Adds the conditions of `more` that `list` does not hold yet.
 *
 * @param list The list.
 * @param more Conditions to add.
 */
function withAll(
	list: PickerCondition[],
	more: PickerCondition[]
): PickerCondition[] {
	const ids = new Set( list.map( ( item ) => item.id ) );
	return [ ...list, ...more.filter( ( item ) => ! ids.has( item.id ) ) ];
}

/**
 * The display-condition picker.
 *
 * @param props          Component props.
 * @param props.value    The condition id, '' for none.
 * @param props.onChange Called with the chosen id ('' for 'No condition').
 * @param props.label    Visible label.
 * @param props.help     Help text below the field.
 * @param props.onEdit   Opens the condition for editing (edit button).
 * @param props.onCreate Creates a condition ('+' button).
 */
export function ConditionSelect( {
	value,
	onChange,
	label = __( 'Display Condition', 'gblocks-pro' ),
	help,
	onEdit,
	onCreate,
}: ConditionSelectProps ): JSX.Element {
	const helpId = 'gblocks-pro-condition-select-help-' + useId();
	// What the user is typing; null while the field shows the current choice.
	const [ text, setText ] = useState< string | null >( null );
	const query = ( text ?? '' ).trim();
	const debounced = useDebouncedValue( query, SEARCH_DEBOUNCE_MS );

	const firstPage = useConditionPage( '' );
	const categories = useConditionCategories();
	const choice = useConditionChoice( value );
	const firstConditions = firstPage.data?.conditions ?? [];
	// More conditions than the first page holds: a search must ask the server.
	const hasMore =
		!! firstPage.data && firstPage.data.total > firstConditions.length;
	const remote = useConditionPage( debounced, hasMore && debounced !== '' );

	const known = withAll(
		firstConditions,
		choice.condition ? [ choice.condition ] : []
	);
	let shown = query ? filterLocally( known, query ) : known;
	if ( query && hasMore && debounced === query && remote.data ) {
		shown = withAll( shown, remote.data.conditions );
	}
	const isSearching =
		firstPage.isLoading ||
		choice.isLoading ||
		( !! query &&
			hasMore &&
			! shown.length &&
			( debounced !== query || remote.isFetching ) );

	// 'No condition' is not offered while a search is typed: the matches come first, so ArrowDown and
	// Enter pick a match (clearing is a choice made from the whole list).
	const items: ComboboxItem[] = [
		...( query
			? []
			: [ { id: NONE, label: __( 'No condition', 'gblocks-pro' ) } ] ),
		...groupedItems( shown, categories.data ?? [] ),
	];

	let current = '';
	if ( value !== '' ) {
		if ( choice.condition ) {
			current = conditionLabel( choice.condition );
		} else if ( ! choice.isLoading ) {
			current = sprintf(
				/* translators: %s: condition id. */
				__( 'ID: %s', 'gblocks-pro' ),
				value
			);
		}
	}
	let placeholder = current || __( 'No condition', 'gblocks-pro' );
	if ( firstPage.isLoading || choice.isLoading ) {
		placeholder = __( 'Loading…', 'gblocks-pro' );
	}

	const canEdit = !! onEdit && value !== '' && !! choice.condition;

	return (
		<div className="gblocks-pro-condition-select">
			<div className="gblocks-pro-condition-select__row">
				<Combobox
					className="gblocks-pro-condition-select__field"
					label={ label }
					inputValue={ text ?? current }
					onInputChange={ setText }
					describedBy={ help ? helpId : undefined }
					items={ items }
					selectedIds={ [ value === '' ? NONE : value ] }
					isSearching={ isSearching }
					placeholder={ placeholder }
					noResultsText={ __(
						'No conditions found.',
						'gblocks-pro'
					) }
					onFocus={ () => setText( '' ) }
					onBlur={ () => setText( null ) }
					onSelect={ ( item ) => {
						setText( null );
						onChange( item.id === NONE ? '' : item.id );
					} }
				/>
				{ canEdit && (
					<Button
						icon="edit"
						size="compact"
						label={ __( 'Edit condition', 'gblocks-pro' ) }
						onClick={ () => onEdit( value ) }
					/>
				) }
				{ onCreate && (
					<Button
						icon="plus"
						size="compact"
						label={ __( 'Create condition', 'gblocks-pro' ) }
						onClick={ onCreate }
					/>
				) }
			</div>
			{ help && (
				<p id={ helpId } className="gblocks-pro-condition-select__help">
					{ help }
				</p>
			) }
			{ choice.notFound && (
				<Notice status="warning" isDismissible={ false }>
					{ __( 'Condition not found', 'gblocks-pro' ) }
				</Notice>
			) }
			{ firstPage.isError && (
				<Notice status="error" isDismissible={ false }>
					{ firstPage.error.message ||
						__(
							'Failed to fetch conditions',
							'gblocks-pro'
						) }{ ' ' }
					<Button
						variant="link"
						onClick={ () => firstPage.refetch() }
					>
						{ __( 'Try Again', 'gblocks-pro' ) }
					</Button>
				</Notice>
			) }
		</div>
	);
}
