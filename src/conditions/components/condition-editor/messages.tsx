/**
 * WordPress dependencies
 */
import { Notice } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SaveFailure } from './failures';

/**
 * The form's messages above its fields: what to complete, the conflict with a save made elsewhere
 * (with Reload), the failed save.
 *
 * @param props                 Props.
 * @param props.errors          What the local validation asks to complete.
 * @param props.conflict        The server's message about a save made elsewhere.
 * @param props.onReload        Reloads the condition (Reload only when given).
 * @param props.failure         The failed save.
 * @param props.onRemoveFailure Dismisses the failed save.
 */
export function FormMessages( {
	errors,
	conflict,
	onReload,
	failure,
	onRemoveFailure,
}: {
	errors: string[];
	conflict: string | null;
	onReload?: () => void;
	failure: SaveFailure | null;
	onRemoveFailure: () => void;
} ) {
	return (
		<>
			{ errors.length > 0 && (
				<Notice status="error" isDismissible={ false }>
					<p>
						{ __(
							'Please complete the following:',
							'gblocks-pro'
						) }
					</p>
					<ul className="gblocks-pro-condition-editor__errors">
						{ errors.map( ( error ) => (
							<li key={ error }>{ error }</li>
						) ) }
					</ul>
				</Notice>
			) }
			{ conflict && (
				<Notice
					status="error"
					isDismissible={ false }
					className="gblocks-pro-condition-editor__conflict"
					actions={
						onReload
							? [
									{
										label: __( 'Reload', 'gblocks-pro' ),
										onClick: onReload,
										variant: 'secondary',
									},
								]
							: []
					}
				>
					<p>{ conflict }</p>
				</Notice>
			) }
			{ failure && (
				<Notice status="error" onRemove={ onRemoveFailure }>
					<p>{ failure.message }</p>
					{ failure.details.length > 0 && (
						<ul className="gblocks-pro-condition-editor__errors">
							{ failure.details.map( ( detail ) => (
								<li key={ detail }>{ detail }</li>
							) ) }
						</ul>
					) }
				</Notice>
			) }
		</>
	);
}
