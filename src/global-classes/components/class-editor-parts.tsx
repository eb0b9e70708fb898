/**
 * The parts of the class editor: the class fields (name, status), the slot fields (state, device,
 * declarations) and the CSS the class compiles to. Each reads the form of hooks/use-class-editor.
 */

/**
 * WordPress dependencies
 */
import {
	Notice,
	RadioControl,
	SelectControl,
	TextareaControl,
	TextControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ALL_DEVICES, type StateId } from '../lib/declarations';
import type { ClassEditorForm } from '../hooks/use-class-editor';
import type { ClassStatus, GlobalClass } from '../types';

/**
 * The name (a rename warns that blocks keep the old name) and the status (a new class is a draft:
 * only published classes apply on the site).
 *
 * @param props      The props.
 * @param props.item The class as loaded.
 * @param props.form The form.
 */
export function ClassFields( {
	item,
	form,
}: {
	item: GlobalClass;
	form: ClassEditorForm;
} ) {
	const { name, nameError, tried, selector, renamed, status } = form;
	return (
		<>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Class name', 'gblocks-pro' ) }
				value={ name }
				onChange={ form.setName }
				help={
					nameError && ( tried || name !== item.name )
						? nameError
						: sprintf(
								/* translators: %s: selector. */
								__( 'Selector: %s', 'gblocks-pro' ),
								selector
							)
				}
				className={ nameError ? 'has-error' : undefined }
			/>
			{ renamed && (
				<Notice status="warning" isDismissible={ false }>
					{ __(
						'Blocks that use the old name keep it: they lose these styles until you change their class.',
						'gblocks-pro'
					) }
				</Notice>
			) }
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Status', 'gblocks-pro' ) }
				value={ status }
				onChange={ ( value: string ) =>
					form.setStatus( value as ClassStatus )
				}
				options={ [
					{
						value: 'draft',
						label: __( 'Draft', 'gblocks-pro' ),
					},
					{
						value: 'publish',
						label: __( 'Published', 'gblocks-pro' ),
					},
				] }
				help={
					status === 'draft'
						? __(
								'A draft class does not apply on the site yet: publish it to style the blocks that use it.',
								'gblocks-pro'
							)
						: __(
								'Published: the class styles the blocks that use it on the site.',
								'gblocks-pro'
							)
				}
			/>
		</>
	);
}

/**
 * The slot whose declarations are edited (state x device), the declarations and their errors.
 *
 * @param props      The props.
 * @param props.form The form.
 */
export function SlotFields( { form }: { form: ClassEditorForm } ) {
	const { state, device, deviceList, deviceLabel, openSlot, errors } = form;
	return (
		<>
			<RadioControl
				className="gblocks-pro-class-editor__state"
				label={ __( 'State', 'gblocks-pro' ) }
				selected={ state }
				onChange={ ( value: string ) =>
					openSlot( value as StateId, device )
				}
				options={ [
					{
						value: 'default',
						label: __( 'Default', 'gblocks-pro' ),
					},
					{
						value: 'hover',
						label: __( 'Hover & Focus', 'gblocks-pro' ),
					},
				] }
			/>
			<SelectControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				label={ __( 'Device', 'gblocks-pro' ) }
				value={ device }
				onChange={ ( value: string ) => openSlot( state, value ) }
				options={ [
					{
						value: ALL_DEVICES,
						label: deviceLabel(
							ALL_DEVICES,
							__( 'All devices', 'gblocks-pro' )
						),
					},
					...deviceList.map( ( entry ) => ( {
						value: entry.id,
						label: deviceLabel( entry.id, entry.label ),
					} ) ),
				] }
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Declarations', 'gblocks-pro' ) }
				help={ __(
					'One "property: value;" per line, e.g. color: #1e1e1e;',
					'gblocks-pro'
				) }
				value={ form.text }
				onChange={ form.onText }
				rows={ 6 }
				className="gblocks-pro-class-editor__declarations"
			/>
			{ errors.length > 0 && (
				<Notice status="error" isDismissible={ false }>
					<ul>
						{ errors.map( ( error ) => (
							<li key={ error }>{ error }</li>
						) ) }
					</ul>
				</Notice>
			) }
		</>
	);
}

/**
 * The CSS the class compiles to.
 *
 * @param props     The props.
 * @param props.css The CSS, a rule a line.
 */
export function CssPreview( { css }: { css: string } ) {
	return (
		<div className="gblocks-pro-class-editor__css">
			<h2 id="gblocks-pro-class-editor-css">
				{ __( 'CSS', 'gblocks-pro' ) }
			</h2>
			<pre aria-labelledby="gblocks-pro-class-editor-css" tabIndex={ 0 }>
				{ css || __( 'No declarations yet.', 'gblocks-pro' ) }
			</pre>
		</div>
	);
}
