/**
 * The editing side of the Loop block and of its "No Results" area (chunk build/editor-loop.js): the
 * inner blocks are the item template, edited in place (a paragraph showing {{loop_item}} and the No
 * Results area to start with), followed by a preview of the first items.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	InspectorControls,
	useBlockProps,
	useInnerBlocksProps,
} from '../block-editor';
import type { BlockTemplate } from '../block-editor';
import { editorStore } from '../../editor/stores';
import { LoopInspector } from '../components/loop-inspector';
import { LoopPreview } from '../components/loop-preview';
import type { LoopAttributes } from '../types';
import './style.scss';

export const NO_RESULTS_BLOCK = 'gblocks-pro/loop-no-results';

/** What a new Loop block holds: the item's value, and the No Results area. */
export function loopTemplate(): BlockTemplate {
	return [
		[ 'core/paragraph', { content: '{{loop_item}}' } ],
		[
			NO_RESULTS_BLOCK,
			{},
			[
				[
					'core/paragraph',
					{ content: __( 'No results', 'gblocks-pro' ) },
				],
			],
		],
	];
}

export interface LoopEditProps {
	attributes: LoopAttributes;
	setAttributes: ( attributes: Partial< LoopAttributes > ) => void;
	context?: { postId?: number | string };
}

/**
 * @param props               Block edit props.
 * @param props.attributes    The loop's attributes.
 * @param props.setAttributes Sets attributes.
 * @param props.context       Block context (postId inside a query loop).
 */
export function LoopEdit( {
	attributes,
	setAttributes,
	context,
}: LoopEditProps ) {
	const editedPostId = useSelect( ( select ) => {
		const editor = select( editorStore );
		return Number( editor?.getCurrentPostId?.() ?? 0 ) || 0;
	}, [] );
	const postId = Number( context?.postId ?? 0 ) || editedPostId;
	const blockProps = useBlockProps( { className: 'gblocks-pro-loop' } );
	const innerBlocksProps = useInnerBlocksProps(
		{ className: 'gblocks-pro-loop__template' },
		{ template: loopTemplate(), templateLock: false }
	);
	return (
		<>
			<InspectorControls>
				<LoopInspector
					attributes={ attributes }
					setAttributes={ setAttributes }
					postId={ postId }
				/>
			</InspectorControls>
			<div { ...blockProps }>
				<div { ...innerBlocksProps } />
				<LoopPreview attributes={ attributes } postId={ postId } />
			</div>
		</>
	);
}

/** The No Results area: its own blocks, shown on the site only when the loop has no items. */
export function NoResultsEdit() {
	const blockProps = useBlockProps( {
		className: 'gblocks-pro-loop-no-results',
	} );
	const innerBlocksProps = useInnerBlocksProps( blockProps, {
		template: [
			[
				'core/paragraph',
				{ content: __( 'No results', 'gblocks-pro' ) },
			],
		],
		templateLock: false,
	} );
	return <div { ...innerBlocksProps } />;
}
