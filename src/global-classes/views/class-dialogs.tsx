/**
 * The dialogs of the Global Styles screen, one open at a time: the class editor, the usage, the CSS,
 * and the confirmation of a delete.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import { SharedUsageModal } from '../../usage';
import { ClassEditor } from '../components/class-editor';
import { CssModal } from '../components/css-modal';
import { useClassUsage } from '../hooks/use-global-classes';
import type { GlobalStylesScreen } from '../hooks/use-global-styles-screen';
import type { GlobalClass } from '../types';

function UsageDialog( {
	item,
	onClose,
}: {
	item: GlobalClass;
	onClose: () => void;
} ) {
	const query = useClassUsage( item.id );
	return (
		<SharedUsageModal
			title={ sprintf(
				/* translators: %s: class selector. */
				__( 'Usage: %s', 'gblocks-pro' ),
				item.selector
			) }
			query={ query }
			loadingText={ __(
				'Checking where this class is used…',
				'gblocks-pro'
			) }
			unused={
				<p>
					{ __(
						'This class is not currently being used anywhere on your site.',
						'gblocks-pro'
					) }
				</p>
			}
			onClose={ onClose }
		/>
	);
}

/**
 * Deleting a class, once confirmed; focus then goes to the create form.
 *
 * @param props         The props.
 * @param props.current The class.
 * @param props.screen  The screen's state.
 */
function DeleteDialog( {
	current,
	screen,
}: {
	current: GlobalClass;
	screen: GlobalStylesScreen;
} ) {
	const { remove, closeDialog, setDialog } = screen;
	return (
		<ConfirmDialog
			title={ __( 'Delete class?', 'gblocks-pro' ) }
			subject={ current.selector }
			message={ __(
				'This will permanently delete this class. You cannot undo this action. Blocks that use it keep the class name but lose its styles.',
				'gblocks-pro'
			) }
			confirmLabel={ __( 'Delete', 'gblocks-pro' ) }
			isDestructive
			isBusy={ remove.isPending }
			onCancel={ closeDialog }
			onConfirm={ () =>
				remove.mutate( current, {
					onSettled: () => setDialog( null ),
					onSuccess: () =>
						window.requestAnimationFrame( () =>
							document
								.querySelector< HTMLElement >(
									'.gblocks-pro-global-styles__create input'
								)
								?.focus()
						),
				} )
			}
		/>
	);
}

/**
 * The open dialog, if any.
 *
 * @param props        The props.
 * @param props.screen The screen's state.
 */
export function ClassDialogs( { screen }: { screen: GlobalStylesScreen } ) {
	const { dialog, current, names, update, closeDialog } = screen;
	if ( ! dialog || ! current ) {
		return null;
	}
	switch ( dialog.type ) {
		case 'edit':
			return (
				<ClassEditor
					item={ current }
					otherNames={ names.filter(
						( name ) => name !== current.name
					) }
					isSaving={ update.isPending }
					onClose={ closeDialog }
					onSave={ ( changes ) =>
						update.mutate(
							{ id: current.id, changes },
							{ onSuccess: () => closeDialog() }
						)
					}
				/>
			);
		case 'usage':
			return <UsageDialog item={ current } onClose={ closeDialog } />;
		case 'css':
			return <CssModal item={ current } onClose={ closeDialog } />;
		case 'delete':
			return <DeleteDialog current={ current } screen={ screen } />;
	}
	return null;
}
