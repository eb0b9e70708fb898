/**
 * WordPress dependencies
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Collection, SharingKey } from '../../shared/types';
import { collectionNames, formatGmtDate } from '../lib';

/**
 * The keys: name, prefix…, collections, created, last used, and Revoke.
 *
 * @param props             Component props.
 * @param props.keys        The keys.
 * @param props.collections Every collection (for the names).
 * @param props.onRevoke    Asks to revoke a key.
 */
export function KeysTable( {
	keys,
	collections,
	onRevoke,
}: {
	keys: SharingKey[];
	collections: Collection[];
	onRevoke: ( record: SharingKey ) => void;
} ) {
	const never = __( 'Never', 'gblocks-pro' );
	return (
		<table className="widefat striped gblocks-pro-pattern-library__table">
			<caption className="screen-reader-text">
				{ __( 'Keys', 'gblocks-pro' ) }
			</caption>
			<thead>
				<tr>
					<th scope="col">{ __( 'Name', 'gblocks-pro' ) }</th>
					<th scope="col">{ __( 'Key', 'gblocks-pro' ) }</th>
					<th scope="col">{ __( 'Collections', 'gblocks-pro' ) }</th>
					<th scope="col">{ __( 'Created', 'gblocks-pro' ) }</th>
					<th scope="col">{ __( 'Last used', 'gblocks-pro' ) }</th>
					<th scope="col">
						<span className="screen-reader-text">
							{ __( 'Actions', 'gblocks-pro' ) }
						</span>
					</th>
				</tr>
			</thead>
			<tbody>
				{ keys.map( ( record ) => (
					<tr key={ record.id } data-key-id={ record.id }>
						<th scope="row">{ record.name }</th>
						<td>
							<code>{ `${ record.prefix }…` }</code>
						</td>
						<td>
							{ collectionNames( record, collections ).join(
								', '
							) || '—' }
						</td>
						<td>{ formatGmtDate( record.created, never ) }</td>
						<td>{ formatGmtDate( record.lastUsed, never ) }</td>
						<td className="gblocks-pro-pattern-library__actions">
							<Button
								variant="tertiary"
								isDestructive
								aria-label={ sprintf(
									/* translators: %s: key name. */
									__( 'Revoke %s', 'gblocks-pro' ),
									record.name
								) }
								onClick={ () => onRevoke( record ) }
							>
								{ __( 'Revoke', 'gblocks-pro' ) }
							</Button>
						</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}
