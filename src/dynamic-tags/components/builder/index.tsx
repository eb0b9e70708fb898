/**
 * The dynamic tag builder: a small dialog opened from the rich-text toolbar. It builds the tag string
 * from a tag, a source, a key (suggested from the keys the user may use, any text accepted), the
 * required flag and the modifiers, shows it, and hands it to the caller to insert at the caret.
 */

/**
 * WordPress dependencies
 */
import {
	Button,
	Flex,
	Modal,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { canShowProtectedKeys } from '../../../editor/data';
import { KeyPicker, PostPicker } from '../../../pickers/meta';
import type { MetaObjectType } from '../../../pickers/meta';
import {
	DEFAULT_TAG_OPTIONS,
	buildTag,
	hasSource,
	linkChoices,
} from '../../lib/tag';
import type {
	BuilderTag,
	TagLink,
	TagOptions,
	TagSource,
	TextCase,
} from '../../lib/tag';
import './style.scss';

export interface TagBuilderProps {
	/** Called with the tag string. */
	onInsert: ( tag: string ) => void;
	onClose: () => void;
	/** The post being edited (0 when none): its keys are suggested for post meta. */
	postId: number;
	/** Its author (0 when unknown): their keys are suggested for author meta. */
	authorId: number;
}

/** What each `link:` choice is called. */
const LINK_LABELS: Record< TagLink, string > = {
	'': __( 'No link', 'gblocks-pro' ),
	post: __( 'The post', 'gblocks-pro' ),
	author: __( "The author's posts", 'gblocks-pro' ),
	term: __( 'The term', 'gblocks-pro' ),
	value: __( 'The value (a URL)', 'gblocks-pro' ),
	mailto: __( 'E-mail the value', 'gblocks-pro' ),
	tel: __( 'Call the value', 'gblocks-pro' ),
};

/**
 * The object whose keys the key picker suggests.
 *
 * @param options  The builder's options.
 * @param postId   The post being edited.
 * @param authorId Its author.
 */
export function keyTarget(
	options: TagOptions,
	postId: number,
	authorId: number
): { objectType: MetaObjectType; objectId: number } {
	switch ( options.tag ) {
		case 'post_meta':
			return {
				objectType: 'post',
				objectId:
					options.source === 'post' && options.id > 0
						? options.id
						: postId,
			};
		case 'author_meta':
			return { objectType: 'user', objectId: authorId };
		case 'user_meta':
			return { objectType: 'user', objectId: 0 };
		case 'term_meta':
			return { objectType: 'term', objectId: options.id };
		default:
			return { objectType: 'option', objectId: 0 };
	}
}

/**
 * A whole number from a field, at least `min`; `fallback` when the field is empty or not a number.
 *
 * @param value    The field's text.
 * @param min      The smallest value allowed.
 * @param fallback The value of an empty field.
 */
export function wholeNumber(
	value: string | undefined,
	min: number,
	fallback: number
): number {
	const number = Number.parseInt( value ?? '', 10 );
	if ( Number.isNaN( number ) ) {
		return fallback;
	}
	return Math.max( min, number );
}

/** The props of the builder's field groups: the options and their updater. */
interface FieldsProps {
	options: TagOptions;
	update: ( changes: Partial< TagOptions > ) => void;
}

function tagChoices() {
	return [
		{ value: 'post_meta', label: __( 'Post meta', 'gblocks-pro' ) },
		{ value: 'author_meta', label: __( 'Author meta', 'gblocks-pro' ) },
		{
			value: 'user_meta',
			label: __( 'Current user meta', 'gblocks-pro' ),
		},
		{ value: 'term_meta', label: __( 'Term meta', 'gblocks-pro' ) },
		{ value: 'option', label: __( 'Option', 'gblocks-pro' ) },
	];
}

function sourceChoices() {
	return [
		{ value: 'current', label: __( 'Current post', 'gblocks-pro' ) },
		{ value: 'next-post', label: __( 'Next post', 'gblocks-pro' ) },
		{
			value: 'previous-post',
			label: __( 'Previous post', 'gblocks-pro' ),
		},
		{ value: 'post', label: __( 'A chosen post', 'gblocks-pro' ) },
	];
}

function textCaseChoices() {
	return [
		{ value: '', label: __( 'As stored', 'gblocks-pro' ) },
		{ value: 'upper', label: __( 'Uppercase', 'gblocks-pro' ) },
		{ value: 'lower', label: __( 'Lowercase', 'gblocks-pro' ) },
		{ value: 'title', label: __( 'Title Case', 'gblocks-pro' ) },
	];
}

/**
 * The adjacent-post fields: in the same term, and which taxonomy.
 *
 * @param props         Component props.
 * @param props.options The builder's options.
 * @param props.update  Changes some of them.
 */
function AdjacentFields( { options, update }: FieldsProps ) {
	return (
		<>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'In same term', 'gblocks-pro' ) }
				help={ __(
					'Only posts that share a term with the current post.',
					'gblocks-pro'
				) }
				checked={ options.inSameTerm }
				onChange={ ( inSameTerm ) => update( { inSameTerm } ) }
			/>
			{ options.inSameTerm && (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Taxonomy', 'gblocks-pro' ) }
					help={ __( 'Default: category.', 'gblocks-pro' ) }
					value={ options.taxonomy }
					onChange={ ( taxonomy ) => update( { taxonomy } ) }
				/>
			) }
		</>
	);
}

/**
 * Where the value comes from: the tag, its source (post, adjacent post) and the term.
 *
 * @param props         Component props.
 * @param props.options The builder's options.
 * @param props.update  Changes some of them.
 */
function SourceFields( { options, update }: FieldsProps ) {
	const withSource = hasSource( options.tag );
	return (
		<>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Tag', 'gblocks-pro' ) }
				value={ options.tag }
				options={ tagChoices() }
				onChange={ ( value ) =>
					update( {
						tag: value as BuilderTag,
						source: 'current',
						id: 0,
						key: '',
						link: '',
					} )
				}
			/>
			{ withSource && (
				<SelectControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					label={ __( 'Source', 'gblocks-pro' ) }
					value={ options.source }
					options={ sourceChoices() }
					onChange={ ( value ) =>
						update( { source: value as TagSource, id: 0 } )
					}
				/>
			) }
			{ withSource && options.source === 'post' && (
				<PostPicker
					label={ __( 'Post', 'gblocks-pro' ) }
					value={ options.id > 0 ? String( options.id ) : '' }
					onChange={ ( value ) =>
						update( { id: wholeNumber( value, 0, 0 ) } )
					}
				/>
			) }
			{ withSource &&
				( options.source === 'next-post' ||
					options.source === 'previous-post' ) && (
					<AdjacentFields options={ options } update={ update } />
				) }
			{ options.tag === 'term_meta' && (
				<TextControl
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="number"
					label={ __( 'Term ID', 'gblocks-pro' ) }
					help={ __(
						'Empty: the term of the archive being viewed.',
						'gblocks-pro'
					) }
					min={ 0 }
					value={ options.id > 0 ? options.id : '' }
					onChange={ ( value: string ) =>
						update( { id: wholeNumber( value, 0, 0 ) } )
					}
				/>
			) }
		</>
	);
}

/**
 * The modifiers: character limit, text case and link.
 *
 * @param props         Component props.
 * @param props.options The builder's options.
 * @param props.update  Changes some of them.
 */
function ModifierFields( { options, update }: FieldsProps ) {
	return (
		<fieldset className="gblocks-pro-tag-builder__modifiers">
			<legend>{ __( 'Modifiers', 'gblocks-pro' ) }</legend>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="number"
				label={ __( 'Limit characters', 'gblocks-pro' ) }
				help={ __( 'Empty: no limit.', 'gblocks-pro' ) }
				min={ 0 }
				value={ options.trunc > 0 ? options.trunc : '' }
				onChange={ ( value: string ) =>
					update( { trunc: wholeNumber( value, 0, 0 ) } )
				}
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Text case', 'gblocks-pro' ) }
				value={ options.textCase }
				options={ textCaseChoices() }
				onChange={ ( value ) =>
					update( { textCase: value as TextCase } )
				}
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Link', 'gblocks-pro' ) }
				value={ options.link }
				options={ linkChoices( options.tag ).map( ( link ) => ( {
					value: link,
					label: LINK_LABELS[ link ],
				} ) ) }
				onChange={ ( value ) => update( { link: value as TagLink } ) }
			/>
		</fieldset>
	);
}

/**
 * @param props          Component props.
 * @param props.onInsert Called with the built tag.
 * @param props.onClose  Closes the dialog.
 * @param props.postId   The post being edited.
 * @param props.authorId Its author.
 */
export function TagBuilder( {
	onInsert,
	onClose,
	postId,
	authorId,
}: TagBuilderProps ) {
	const [ options, setOptions ] =
		useState< TagOptions >( DEFAULT_TAG_OPTIONS );
	const update = ( changes: Partial< TagOptions > ) =>
		setOptions( ( current ) => ( { ...current, ...changes } ) );
	const tag = buildTag( options );
	const target = keyTarget( options, postId, authorId );
	const canInsert = options.key.trim() !== '';

	return (
		<Modal
			title={ __( 'Insert dynamic tag', 'gblocks-pro' ) }
			onRequestClose={ onClose }
			className="gblocks-pro-tag-builder"
			size="medium"
		>
			<form
				onSubmit={ ( event ) => {
					event.preventDefault();
					if ( canInsert ) {
						onInsert( tag );
					}
				} }
			>
				<SourceFields options={ options } update={ update } />
				<KeyPicker
					label={
						options.tag === 'option'
							? __( 'Option name', 'gblocks-pro' )
							: __( 'Key', 'gblocks-pro' )
					}
					help={ __(
						'Pick a suggestion or type a key. Dots reach into arrays, e.g. address.city.',
						'gblocks-pro'
					) }
					value={ options.key }
					onChange={ ( key ) => update( { key } ) }
					objectType={ target.objectType }
					objectId={ target.objectId }
					canShowProtected={ canShowProtectedKeys() }
				/>
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Required', 'gblocks-pro' ) }
					help={ __(
						'When the value is empty, the whole block is removed.',
						'gblocks-pro'
					) }
					checked={ options.required }
					onChange={ ( required ) => update( { required } ) }
				/>
				<ModifierFields options={ options } update={ update } />
				<div className="gblocks-pro-tag-builder__result">
					<span>{ __( 'Tag to insert', 'gblocks-pro' ) }</span>
					<code>{ tag }</code>
				</div>
				<Flex justify="flex-end">
					<Button
						__next40pxDefaultSize
						variant="tertiary"
						onClick={ onClose }
					>
						{ __( 'Cancel', 'gblocks-pro' ) }
					</Button>
					<Button
						__next40pxDefaultSize
						variant="primary"
						type="submit"
						accessibleWhenDisabled
						disabled={ ! canInsert }
					>
						{ __( 'Insert', 'gblocks-pro' ) }
					</Button>
				</Flex>
			</form>
		</Modal>
	);
}
