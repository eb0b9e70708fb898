/**
 * The dynamic tags feature in the block editor (DESIGN §13), on the editor shell: a rich-text toolbar
 * button ("Dynamic tag", a format type that only inserts plain text: no span is saved) opening the tag
 * builder; a "Dynamic tags" panel listing the preview value of each tag of the selected block; and a
 * dotted outline on blocks that hold tags. The builder and the panel are a lazy chunk.
 */

/**
 * External dependencies
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { Suspense, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { shortcode } from '@wordpress/icons';
import { insert, registerFormatType } from '@wordpress/rich-text';
import type { RichTextValue } from '@wordpress/rich-text';

/**
 * Internal dependencies
 */
import {
	editorQueryClient,
	registerBlockClassName,
	registerInspectorControl,
} from '../../editor';
import type { BlockControlProps } from '../../editor';
import { editorStore } from '../../editor/stores';
import { mayHaveTags } from '../lib/tag';
import { LazyPreviewPanel, LazyTagBuilder } from './lazy';
import { RichTextToolbarButton } from './rich-text-toolbar-button';
import { registerSaveRefusalNotice } from './save-refusal';

export const FORMAT_NAME = 'gblocks-pro/dynamic-tag';
export const HAS_TAGS_CLASS = 'gblocks-pro-has-dynamic-tags';

/** The post being edited and its author (0 for none, e.g. in the site editor). */
export function useEditedPost(): { postId: number; authorId: number } {
	return useSelect( ( select ) => {
		const editor = select( editorStore );
		const id = Number( editor?.getCurrentPostId?.() ?? 0 );
		const author = Number(
			editor?.getEditedPostAttribute?.( 'author' ) ?? 0
		);
		return {
			postId: Number.isInteger( id ) && id > 0 ? id : 0,
			authorId: Number.isInteger( author ) && author > 0 ? author : 0,
		};
	}, [] );
}

export interface FormatEditProps {
	value: RichTextValue;
	onChange: ( value: RichTextValue ) => void;
	onFocus: () => void;
	isActive: boolean;
}

/**
 * The toolbar button and, once clicked, the builder. The tag goes in at the caret (replacing a
 * selection) as plain text.
 *
 * @param props          Format edit props.
 * @param props.value    The rich text value.
 * @param props.onChange Sets the value.
 * @param props.onFocus  Gives the focus back to the text.
 */
export function DynamicTagButton( {
	value,
	onChange,
	onFocus,
}: FormatEditProps ) {
	const [ isOpen, setIsOpen ] = useState( false );
	const { postId, authorId } = useEditedPost();
	const close = () => {
		setIsOpen( false );
		onFocus();
	};
	return (
		<>
			<RichTextToolbarButton
				icon={ shortcode }
				title={ __( 'Dynamic tag', 'gblocks-pro' ) }
				onClick={ () => setIsOpen( true ) }
				isActive={ isOpen }
			/>
			{ isOpen && (
				// Format edits render outside the block controls' provider.
				<QueryClientProvider client={ editorQueryClient }>
					<Suspense fallback={ null }>
						<LazyTagBuilder
							postId={ postId }
							authorId={ authorId }
							onClose={ close }
							onInsert={ ( tag: string ) => {
								onChange( insert( value, tag ) );
								close();
							} }
						/>
					</Suspense>
				</QueryClientProvider>
			) }
		</>
	);
}

/**
 * The previews panel of the selected block, when it holds tags.
 *
 * @param props            Block control props.
 * @param props.attributes The block's attributes.
 */
export function DynamicTagsInspector( { attributes }: BlockControlProps ) {
	const { postId } = useEditedPost();
	if ( ! mayHaveTags( attributes ) ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			<LazyPreviewPanel attributes={ attributes } postId={ postId } />
		</Suspense>
	);
}

/** Registers the format type, the previews panel, the canvas class and the save refusal notice. */
export function registerDynamicTagsEditor(): void {
	registerSaveRefusalNotice();
	registerFormatType( FORMAT_NAME, {
		title: __( 'Dynamic tag', 'gblocks-pro' ),
		// Never applied: the button inserts text. A format type needs a tag and a class all the same.
		tagName: 'span',
		className: 'gblocks-pro-dynamic-tag',
		interactive: false,
		edit: DynamicTagButton as unknown as ComponentType,
	} );
	registerInspectorControl( {
		name: 'gblocks-pro/dynamic-tags',
		group: 'default',
		order: 30,
		Component: DynamicTagsInspector,
	} );
	registerBlockClassName( {
		name: 'gblocks-pro/has-dynamic-tags',
		className: ( block ) =>
			mayHaveTags( block.attributes ) ? HAS_TAGS_CLASS : undefined,
	} );
}
