/**
 * WordPress dependencies
 */
import { Button, ToggleControl } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { libraryLabel } from '../../shared/library-label';
import type { Library, LibraryChanges } from '../../shared/types';

/** What a row can do to its library. */
export interface LibraryActions {
	/** Whether an update (enable, disable, make default) is running. */
	updating: boolean;
	/** Whether a refresh is running. */
	refreshing: boolean;
	/** The library being refreshed. */
	refreshingId?: string;
	onUpdate: ( library: Library, changes: LibraryChanges ) => void;
	onRefresh: ( library: Library ) => void;
	onDelete: ( library: Library ) => void;
}

/**
 * One library's row: name (focusable, to land on after an add), domain, type, default (or Make
 * default), the Enabled toggle, and Refresh patterns and Delete for a remote library.
 *
 * @param props              Component props.
 * @param props.library      The library.
 * @param props.rowRef       Receives the row's header cell.
 * @param props.updating     Whether an update is running.
 * @param props.refreshing   Whether a refresh is running.
 * @param props.refreshingId The library being refreshed.
 * @param props.onUpdate     Updates the library.
 * @param props.onRefresh    Refreshes its patterns.
 * @param props.onDelete     Asks to delete it.
 */
function LibraryRow( {
	library,
	rowRef,
	updating,
	refreshing,
	refreshingId,
	onUpdate,
	onRefresh,
	onDelete,
}: LibraryActions & {
	library: Library;
	rowRef: ( element: HTMLElement | null ) => void;
} ) {
	return (
		<tr data-library-id={ library.id }>
			<th scope="row" tabIndex={ -1 } ref={ rowRef }>
				{ libraryLabel( library ) }
			</th>
			<td data-colname={ __( 'Domain', 'gblocks-pro' ) }>
				{ library.isLocal
					? __( 'This site', 'gblocks-pro' )
					: library.domain }
			</td>
			<td data-colname={ __( 'Type', 'gblocks-pro' ) }>
				{ library.isLocal
					? __( 'Local', 'gblocks-pro' )
					: __( 'Remote', 'gblocks-pro' ) }
			</td>
			<td data-colname={ __( 'Default', 'gblocks-pro' ) }>
				{ library.isDefault ? (
					<span className="gblocks-pro-pattern-library__badge">
						{ __( 'Default', 'gblocks-pro' ) }
					</span>
				) : (
					<Button
						variant="link"
						disabled={ updating }
						accessibleWhenDisabled
						aria-label={ sprintf(
							/* translators: %s: library name and address. */
							__( 'Make %s the default library', 'gblocks-pro' ),
							libraryLabel( library )
						) }
						onClick={ () =>
							onUpdate( library, { isDefault: true } )
						}
					>
						{ __( 'Make default', 'gblocks-pro' ) }
					</Button>
				) }
			</td>
			<td data-colname={ __( 'Enabled', 'gblocks-pro' ) }>
				<ToggleControl
					__nextHasNoMarginBottom
					label={
						<span className="screen-reader-text">
							{ sprintf(
								/* translators: %s: library name and address. */
								__( 'Enable %s', 'gblocks-pro' ),
								libraryLabel( library )
							) }
						</span>
					}
					checked={ library.isEnabled }
					disabled={ updating }
					onChange={ ( on: boolean ) =>
						onUpdate( library, { isEnabled: on } )
					}
				/>
			</td>
			<td className="gblocks-pro-pattern-library__actions">
				{ ! library.isLocal && (
					<Button
						variant="tertiary"
						isBusy={ refreshingId === library.id }
						disabled={ refreshing }
						accessibleWhenDisabled
						onClick={ () => onRefresh( library ) }
						aria-label={ sprintf(
							/* translators: %s: library name and address. */
							__( 'Refresh patterns of %s', 'gblocks-pro' ),
							libraryLabel( library )
						) }
					>
						{ __( 'Refresh patterns', 'gblocks-pro' ) }
					</Button>
				) }
				{ ! library.isLocal && (
					<Button
						variant="tertiary"
						isDestructive
						onClick={ () => onDelete( library ) }
						aria-label={ sprintf(
							/* translators: %s: library name and address. */
							__( 'Delete %s', 'gblocks-pro' ),
							libraryLabel( library )
						) }
					>
						{ __( 'Delete', 'gblocks-pro' ) }
					</Button>
				) }
			</td>
		</tr>
	);
}

/**
 * The table of libraries.
 *
 * @param props           Component props.
 * @param props.libraries The libraries, in list order.
 * @param props.rowRef    Receives each row's header cell by library id.
 */
export function LibrariesTable( {
	libraries,
	rowRef,
	...actions
}: LibraryActions & {
	libraries: Library[];
	rowRef: ( id: string, element: HTMLElement | null ) => void;
} ) {
	return (
		<table className="widefat striped gblocks-pro-pattern-library__table">
			<caption className="screen-reader-text">
				{ __( 'Libraries', 'gblocks-pro' ) }
			</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Name', 'gblocks-pro' ) }</th>
					<th scope="col">{ __( 'Domain', 'gblocks-pro' ) }</th>
					<th scope="col">{ __( 'Type', 'gblocks-pro' ) }</th>
					<th scope="col">{ __( 'Default', 'gblocks-pro' ) }</th>
					<th scope="col">{ __( 'Enabled', 'gblocks-pro' ) }</th>
					<th scope="col">
						<span className="screen-reader-text">
							{ __( 'Actions', 'gblocks-pro' ) }
						</span>
					</th>
				</tr>
			</thead>
			<tbody>
				{ libraries.map( ( library ) => (
					<LibraryRow
						key={ library.id }
						library={ library }
						rowRef={ ( element ) => rowRef( library.id, element ) }
						{ ...actions }
					/>
				) ) }
			</tbody>
		</table>
	);
}
