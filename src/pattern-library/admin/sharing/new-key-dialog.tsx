/**
 * WordPress dependencies
 */
import { Button, Modal, Notice, TextControl } from '@wordpress/components';
import { useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { CreatedSharingKey } from '../../shared/types';
import { CopyButton } from '../components/copy-button';

/**
 * The new key, shown this once, with a Copy button and the warning that it will not be shown again.
 *
 * @param props         Component props.
 * @param props.created The record the server returned, with the key.
 * @param props.onClose Closes the dialog.
 */
export function NewKeyDialog( {
	created,
	onClose,
}: {
	created: CreatedSharingKey;
	onClose: () => void;
} ) {
	const field = useRef< HTMLInputElement >( null );
	return (
		<Modal
			title={ __( 'Copy your new key', 'gblocks-pro' ) }
			onRequestClose={ onClose }
			className="gblocks-pro-pattern-library__key-dialog"
			shouldCloseOnClickOutside={ false }
			aria={ { describedby: 'gblocks-pro-new-key-warning' } }
		>
			<Notice status="warning" isDismissible={ false }>
				<span id="gblocks-pro-new-key-warning">
					{ __(
						'This key will not be shown again. Copy it now and keep it somewhere safe; if it is lost, revoke it and create a new one.',
						'gblocks-pro'
					) }
				</span>
			</Notice>
			<div className="gblocks-pro-pattern-library__inline">
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					ref={ field }
					label={ sprintf(
						/* translators: %s: key name. */
						__( 'Public key for %s', 'gblocks-pro' ),
						created.name
					) }
					value={ created.key }
					onChange={ () => undefined }
					readOnly
					className="gblocks-pro-pattern-library__key-field"
					onFocus={ ( event ) => event.target.select() }
				/>
				<CopyButton
					text={ created.key }
					label={ __( 'Copy the key', 'gblocks-pro' ) }
					field={ () => field.current }
					variant="primary"
				/>
			</div>
			<div className="gblocks-pro-pattern-library__dialog-actions">
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ onClose }
				>
					{ __( 'Done', 'gblocks-pro' ) }
				</Button>
			</div>
		</Modal>
	);
}
