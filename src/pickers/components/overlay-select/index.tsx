/**
 * OverlaySelect: the one picker of an overlay panel to open (DESIGN §12), used by the Overlay Panel
 * Trigger control. It lists the interactive overlays (click, hover or both; up to 200) grouped by
 * category, '[Draft] ' before drafts and 'Untitled' for overlays without a title, plus "Close Opened
 * Overlay Panel". While the list loads the select is disabled and says 'Loading overlay panels…' (with a
 * spinner): it would otherwise look empty, with only None and Close. An error with Try again, and the
 * SPEC's empty message (not while "Close Opened Overlay Panel" is chosen: that needs no overlay).
 */

/**
 * WordPress dependencies
 */
import { Button, SelectControl, Spinner, Tooltip } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	useOverlayPickerCategories,
	useOverlayPickerList,
} from '../../overlays';
import type { PickerOverlay, PickerOverlayCategory } from '../../overlays';
import './style.scss';

/** An overlay id, 'close' (close the open overlay) or '' (none). */
export type OverlaySelectValue = number | 'close' | '';

export const CLOSE_OPTION = 'close';

export interface OverlaySelectProps {
	value: OverlaySelectValue;
	onChange: ( value: OverlaySelectValue ) => void;
	/** Defaults to 'Overlay Panel Trigger'. */
	label?: string;
	/** Drafts and other statuses are listed (users who manage overlays). */
	allStatuses?: boolean;
	/** Greys the control out; `disabledReason` is its tooltip and help. */
	disabled?: boolean;
	disabledReason?: string;
	/** Shows an edit button when set and the value is a listed overlay. */
	onEdit?: ( id: number ) => void;
	/** Shows a '+' button when set. */
	onCreate?: () => void;
}

/**
 * The option label of an overlay: its title ('Untitled' without one), '[Draft] ' before a draft's.
 *
 * @param overlay The overlay.
 */
export function overlayLabel( overlay: PickerOverlay ): string {
	const title = overlay.title || __( 'Untitled', 'gblocks-pro' );
	return overlay.status === 'draft'
		? sprintf(
				/* translators: %s: overlay panel title. */
				__( '[Draft] %s', 'gblocks-pro' ),
				title
			)
		: title;
}

export interface OverlayGroup {
	name: string;
	overlays: PickerOverlay[];
}

/**
 * The interactive overlays grouped by category: each under the first of its categories with a known
 * name (in the categories' order), the others under 'Uncategorized', last. Empty groups are left out.
 *
 * @param overlays   The overlays, in list order.
 * @param categories The categories, in their order.
 */
export function groupOverlays(
	overlays: PickerOverlay[],
	categories: PickerOverlayCategory[]
): OverlayGroup[] {
	const order = categories.map( ( category ) => category.id );
	const groups = new Map< number, PickerOverlay[] >();
	const uncategorized: PickerOverlay[] = [];
	for ( const overlay of overlays ) {
		if ( ! overlay.isInteractive ) {
			continue;
		}
		const known = overlay.categories
			.filter( ( id ) => order.includes( id ) )
			.sort( ( a, b ) => order.indexOf( a ) - order.indexOf( b ) );
		if ( ! known.length ) {
			uncategorized.push( overlay );
			continue;
		}
		groups.set( known[ 0 ], [
			...( groups.get( known[ 0 ] ) ?? [] ),
			overlay,
		] );
	}
	const result: OverlayGroup[] = categories
		.filter( ( category ) => groups.has( category.id ) )
		.map( ( category ) => ( {
			name: category.name,
			overlays: groups.get( category.id ) ?? [],
		} ) );
	if ( uncategorized.length ) {
		result.push( {
			name: __( 'Uncategorized', 'gblocks-pro' ),
			overlays: uncategorized,
		} );
	}
	return result;
}

/**
 * The overlay-panel picker.
 *
 * @param props                Props.
 * @param props.value          The chosen overlay id, 'close' or ''.
 * @param props.onChange       Called with the new choice.
 * @param props.label          Visible label.
 * @param props.allStatuses    List every status, not only published overlays.
 * @param props.disabled       Greyed out.
 * @param props.disabledReason Why (tooltip and help).
 * @param props.onEdit         Opens the chosen overlay for editing.
 * @param props.onCreate       Creates an overlay.
 */
export function OverlaySelect( {
	value,
	onChange,
	label = __( 'Overlay Panel Trigger', 'gblocks-pro' ),
	allStatuses = false,
	disabled = false,
	disabledReason,
	onEdit,
	onCreate,
}: OverlaySelectProps ) {
	const list = useOverlayPickerList( allStatuses, ! disabled );
	const categories = useOverlayPickerCategories(
		! disabled && list.isSuccess
	);
	// Options wait for the category names, so that they do not move to another group under the user.
	const isLoading =
		list.isLoading || ( list.isSuccess && categories.isLoading );
	const groups = isLoading
		? []
		: groupOverlays( list.data ?? [], categories.data ?? [] );
	const isEmpty = list.isSuccess && ! isLoading && groups.length === 0;
	const chosen = groups
		.flatMap( ( group ) => group.overlays )
		.find( ( overlay ) => overlay.id === value );

	let help: string | undefined;
	if ( disabled ) {
		help = disabledReason;
	} else if ( isLoading ) {
		help = __( 'Loading overlay panels…', 'gblocks-pro' );
	}

	let selectValue = '';
	if ( value === CLOSE_OPTION ) {
		selectValue = CLOSE_OPTION;
	} else if ( typeof value === 'number' ) {
		selectValue = String( value );
	}

	const select = (
		<div className="gblocks-pro-overlay-select__field">
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ label }
				value={ selectValue }
				disabled={ disabled || isLoading }
				aria-busy={ ! disabled && isLoading }
				help={ help }
				onChange={ ( next: string ) => {
					if ( next === CLOSE_OPTION ) {
						onChange( CLOSE_OPTION );
					} else {
						onChange( next === '' ? '' : Number( next ) );
					}
				} }
			>
				<option value="">{ __( 'None', 'gblocks-pro' ) }</option>
				<option value={ CLOSE_OPTION }>
					{ __( 'Close Opened Overlay Panel', 'gblocks-pro' ) }
				</option>
				{ typeof value === 'number' && ! chosen && (
					<option value={ String( value ) }>
						{ isLoading
							? __( 'Loading…', 'gblocks-pro' )
							: sprintf(
									/* translators: %d: overlay panel id. */
									__( 'ID: %d', 'gblocks-pro' ),
									value
								) }
					</option>
				) }
				{ groups.map( ( group ) => (
					<optgroup key={ group.name } label={ group.name }>
						{ group.overlays.map( ( overlay ) => (
							<option key={ overlay.id } value={ overlay.id }>
								{ overlayLabel( overlay ) }
							</option>
						) ) }
					</optgroup>
				) ) }
			</SelectControl>
		</div>
	);

	return (
		<div
			className={ `gblocks-pro-overlay-select${
				disabled ? ' is-disabled' : ''
			}` }
		>
			<div className="gblocks-pro-overlay-select__row">
				{ disabled && disabledReason ? (
					<Tooltip text={ disabledReason }>{ select }</Tooltip>
				) : (
					select
				) }
				{ ! disabled && isLoading && <Spinner /> }
				{ ! disabled && onEdit && chosen && (
					<Button
						icon="edit"
						size="compact"
						label={ __( 'Edit overlay panel', 'gblocks-pro' ) }
						onClick={ () => onEdit( chosen.id ) }
					/>
				) }
				{ ! disabled && onCreate && (
					<Button
						icon="plus"
						size="compact"
						label={ __( 'Create overlay panel', 'gblocks-pro' ) }
						onClick={ onCreate }
					/>
				) }
			</div>
			{ ! disabled && isEmpty && value !== CLOSE_OPTION && (
				<p className="gblocks-pro-overlay-select__help">
					{ __(
						'No overlay panels found. Create your first overlay panel to get started.',
						'gblocks-pro'
					) }
				</p>
			) }
			{ ! disabled && list.isError && (
				<div className="gblocks-pro-overlay-select__error" role="alert">
					{ list.error.message ||
						__(
							'Error loading overlay panels. Please try again.',
							'gblocks-pro'
						) }{ ' ' }
					<Button variant="link" onClick={ () => list.refetch() }>
						{ __( 'Try again', 'gblocks-pro' ) }
					</Button>
				</div>
			) }
		</div>
	);
}
