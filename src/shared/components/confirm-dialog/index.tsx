/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Modal } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import './style.scss';

interface ConfirmDialogBaseProps {
	/** The question; also the dialog's accessible description. */
	message: string;
	onConfirm: () => void;
	onCancel: () => void;
	title?: string;
	cancelLabel?: string;
	isBusy?: boolean;
	/** OK cannot be pressed yet (e.g. while what the question depends on loads); Cancel can. */
	isConfirmDisabled?: boolean;
	/** The item the question is about (its name), shown above the message and read with it. */
	subject?: string;
	/** More content under the message (a warning, a spinner). */
	children?: ReactNode;
}

/**
 * A destructive confirmation must name what its button does ('Delete', 'Clear Styles'), never a bare
 * 'OK' (WordPress's own destructive dialogs name the action): the type makes the label required.
 */
export type ConfirmDialogProps = ConfirmDialogBaseProps &
	(
		| { isDestructive: true; confirmLabel: string }
		| { isDestructive?: false; confirmLabel?: string }
	);

/**
 * A confirmation with a confirm button (OK unless named; a destructive one names its action) and Cancel. Render it only while it is open: the Modal moves focus into it
 * and returns focus to where it was when it closes. Escape cancels.
 *
 * @param props                   Component props.
 * @param props.message
 * @param props.onConfirm
 * @param props.onCancel
 * @param props.title
 * @param props.confirmLabel
 * @param props.cancelLabel
 * @param props.isDestructive
 * @param props.isBusy
 * @param props.isConfirmDisabled
 * @param props.subject
 * @param props.children
 */
export function ConfirmDialog( {
	message,
	onConfirm,
	onCancel,
	title = __( 'Are you sure?', 'gblocks-pro' ),
	confirmLabel = __( 'OK', 'gblocks-pro' ),
	cancelLabel = __( 'Cancel', 'gblocks-pro' ),
	isDestructive = false,
	isBusy = false,
	isConfirmDisabled = false,
	subject,
	children,
}: ConfirmDialogProps ) {
	return (
		<Modal
			title={ title }
			onRequestClose={ onCancel }
			className="gblocks-pro-confirm-dialog"
			size="small"
			aria={ {
				describedby: subject
					? 'gblocks-pro-confirm-dialog__subject gblocks-pro-confirm-dialog__message'
					: 'gblocks-pro-confirm-dialog__message',
			} }
			role="alertdialog"
		>
			{ subject && (
				<p
					id="gblocks-pro-confirm-dialog__subject"
					className="gblocks-pro-confirm-dialog__subject"
				>
					<strong>{ subject }</strong>
				</p>
			) }
			<p id="gblocks-pro-confirm-dialog__message">{ message }</p>
			{ children }
			<div className="gblocks-pro-confirm-dialog__actions">
				<Button
					__next40pxDefaultSize
					variant="tertiary"
					onClick={ onCancel }
					disabled={ isBusy }
				>
					{ cancelLabel }
				</Button>
				<Button
					__next40pxDefaultSize
					variant="primary"
					isDestructive={ isDestructive }
					onClick={ onConfirm }
					isBusy={ isBusy }
					disabled={ isBusy || isConfirmDisabled }
					accessibleWhenDisabled
				>
					{ confirmLabel }
				</Button>
			</div>
		</Modal>
	);
}
