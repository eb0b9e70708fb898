/**
 * The "Styles" menu of the block toolbar (DESIGN §9, SPEC 2.3, 8): Copy Styles, Paste Styles and
 * Clear Styles for the selected block or blocks. It takes the selection and what it does to the
 * editor as props (see ./index.tsx), so it is tested on its own.
 */

/**
 * WordPress dependencies
 */
import {
	DropdownMenu,
	MenuGroup,
	MenuItem,
	ToolbarGroup,
	ToolbarItem,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { styles as stylesIcon } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { ConfirmDialog } from '../../shared/components/confirm-dialog';
import {
	clearChanges,
	copyableStyles,
	hasStyles,
	pasteChanges,
	readBuffer,
	writeBuffer,
} from './lib/buffer';
import type { Attributes, BufferStorage } from './lib/buffer';

/** A selected block, as the menu needs it. */
export interface StyleBlock {
	clientId: string;
	name: string;
	attributes: Attributes;
	/** The attribute names its block type declares. */
	declared: ReadonlySet< string >;
}

export interface StylesMenuProps {
	/** The selected blocks the menu applies to (excluded block types already left out). */
	blocks: StyleBlock[];
	/** Where the copy buffer lives (sessionStorage). */
	storage: BufferStorage | null;
	/**
	 * Changes attributes of several blocks as one undo step.
	 *
	 * @param changes Attribute changes by client id.
	 */
	apply: ( changes: Record< string, Attributes > ) => void;
	/** Snackbar notices. */
	notify: {
		success: ( message: string ) => void;
		error: ( message: string ) => void;
	};
}

/**
 * The Styles toolbar group with its menu, and the question before clearing.
 *
 * @param props         Props.
 * @param props.blocks  The selected blocks.
 * @param props.storage The copy buffer's storage.
 * @param props.apply   Applies attribute changes.
 * @param props.notify  Snackbar notices.
 */
export function StylesMenu( {
	blocks,
	storage,
	apply,
	notify,
}: StylesMenuProps ) {
	const [ isConfirming, setConfirming ] = useState( false );
	if ( blocks.length === 0 ) {
		return null;
	}
	const single = blocks.length === 1 ? blocks[ 0 ] : null;
	const styled = blocks.filter( ( block ) => hasStyles( block.attributes ) );

	const copy = () => {
		if ( ! single ) {
			return;
		}
		if ( writeBuffer( storage, copyableStyles( single.attributes ) ) ) {
			notify.success( __( 'Styles copied.', 'gblocks-pro' ) );
		} else {
			notify.error(
				__(
					'The styles could not be copied: this browser does not allow session storage.',
					'gblocks-pro'
				)
			);
		}
	};

	const paste = () => {
		const buffer = readBuffer( storage );
		if ( ! buffer ) {
			notify.error( __( 'There are no copied styles.', 'gblocks-pro' ) );
			return;
		}
		const changes: Record< string, Attributes > = {};
		blocks.forEach( ( block ) => {
			changes[ block.clientId ] = pasteChanges(
				block.attributes,
				buffer,
				block.declared
			);
		} );
		apply( changes );
		notify.success(
			sprintf(
				/* translators: %d: number of blocks. */
				_n(
					'Styles pasted into %d block.',
					'Styles pasted into %d blocks.',
					blocks.length,
					'gblocks-pro'
				),
				blocks.length
			)
		);
	};

	const clear = () => {
		const changes: Record< string, Attributes > = {};
		styled.forEach( ( block ) => {
			changes[ block.clientId ] = clearChanges( block.attributes );
		} );
		apply( changes );
		setConfirming( false );
		notify.success(
			sprintf(
				/* translators: %d: number of blocks. */
				_n(
					'Styles cleared from %d block.',
					'Styles cleared from %d blocks.',
					styled.length,
					'gblocks-pro'
				),
				styled.length
			)
		);
	};

	return (
		<>
			<ToolbarGroup className="gblocks-pro-styles-toolbar">
				<ToolbarItem>
					{ ( toggleProps ) => (
						<DropdownMenu
							icon={ stylesIcon }
							label={ __( 'Styles', 'gblocks-pro' ) }
							toggleProps={ toggleProps }
						>
							{ ( { onClose }: { onClose: () => void } ) => (
								<MenuGroup
									label={ __( 'Styles', 'gblocks-pro' ) }
								>
									<MenuItem
										disabled={
											! single ||
											! hasStyles( single.attributes )
										}
										onClick={ () => {
											copy();
											onClose();
										} }
									>
										{ __( 'Copy Styles', 'gblocks-pro' ) }
									</MenuItem>
									<MenuItem
										disabled={ ! readBuffer( storage ) }
										onClick={ () => {
											paste();
											onClose();
										} }
									>
										{ __( 'Paste Styles', 'gblocks-pro' ) }
									</MenuItem>
									<MenuItem
										disabled={ styled.length === 0 }
										isDestructive
										onClick={ () => {
											onClose();
											setConfirming( true );
										} }
									>
										{ __( 'Clear Styles', 'gblocks-pro' ) }
									</MenuItem>
								</MenuGroup>
							) }
						</DropdownMenu>
					) }
				</ToolbarItem>
			</ToolbarGroup>
			{ isConfirming && (
				<ConfirmDialog
					message={
						blocks.length > 1
							? __(
									'This will remove all styling from these blocks.',
									'gblocks-pro'
								)
							: __(
									'This will remove all styling from this block.',
									'gblocks-pro'
								)
					}
					confirmLabel={ __( 'Clear Styles', 'gblocks-pro' ) }
					isDestructive
					onConfirm={ clear }
					onCancel={ () => setConfirming( false ) }
				/>
			) }
		</>
	);
}
