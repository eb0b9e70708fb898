/**
 * The class editor: the name (a rename warns that blocks keep the old name), the status (a new class is
 * a draft: only published classes apply on the site), the declarations of one slot at a time (state x
 * device, see lib/declarations), and the CSS the class compiles to.
 */

/**
 * WordPress dependencies
 */
import {
	Button,
	Modal,
	Notice,
	RadioControl,
	SelectControl,
	TextareaControl,
	TextControl,
} from '@wordpress/components';
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { compileStyles } from '../../styles/compiler';
import {
	ALL_DEVICES,
	deviceQuery,
	formatDeclarations,
	getSlot,
	parseDeclarations,
	setSlot,
	slotHasDeclarations,
	type StateId,
} from '../lib/declarations';
import { devices } from '../lib/devices';
import { classNameError, normalizeClassName, toSelector } from '../lib/names';
import type {
	ClassChanges,
	ClassStatus,
	GlobalClass,
	StyleObject,
} from '../types';

export interface ClassEditorProps {
	item: GlobalClass;
	/** Names of the other classes (a rename may not take one). */
	otherNames: readonly string[];
	isSaving: boolean;
	onSave: ( changes: ClassChanges ) => void;
	onClose: () => void;
}

/**
 * What a save of the editor sends: only what changed.
 *
 * @param item   The class as loaded.
 * @param name   The name in the form.
 * @param styles The style object in the form.
 * @param status
 */
export function editorChanges(
	item: GlobalClass,
	name: string,
	styles: StyleObject,
	status: ClassStatus = item.status
): ClassChanges {
	const changes: ClassChanges = {};
	const normalized = normalizeClassName( name );
	if ( normalized !== item.name ) {
		changes.name = normalized;
	}
	if ( status !== item.status ) {
		changes.status = status;
	}
	if ( JSON.stringify( styles ) !== JSON.stringify( item.data ) ) {
		changes.data = styles;
	}
	return changes;
}

export function ClassEditor( {
	item,
	otherNames,
	isSaving,
	onSave,
	onClose,
}: ClassEditorProps ) {
	const deviceList = useMemo( () => devices(), [] );
	const [ name, setName ] = useState( item.name );
	const [ status, setStatus ] = useState< ClassStatus >( item.status );
	const [ styles, setStyles ] = useState< StyleObject >( item.data );
	const [ state, setState ] = useState< StateId >( 'default' );
	const [ device, setDevice ] = useState( ALL_DEVICES );
	const query = useMemo( () => {
		const found = deviceList.find( ( entry ) => entry.id === device );
		return found ? deviceQuery( found ) : ALL_DEVICES;
	}, [ device, deviceList ] );
	const [ text, setText ] = useState( () =>
		formatDeclarations( getSlot( item.data, 'default', ALL_DEVICES ) )
	);
	const [ errors, setErrors ] = useState< string[] >( [] );
	const [ tried, setTried ] = useState( false );

	const normalized = normalizeClassName( name );
	const nameError = classNameError( name, otherNames );
	const renamed = normalized !== item.name && ! nameError;
	const selector = toSelector( normalized || item.name );
	const css = useMemo(
		() => compileStyles( styles, selector ).replace( /}/g, '}\n' ).trim(),
		[ styles, selector ]
	);
	const changes = editorChanges( item, name, styles, status );
	const dirty = Object.keys( changes ).length > 0;

	const openSlot = ( nextState: StateId, nextDevice: string ) => {
		const found = deviceList.find( ( entry ) => entry.id === nextDevice );
		const nextQuery = found ? deviceQuery( found ) : ALL_DEVICES;
		setState( nextState );
		setDevice( nextDevice );
		setText(
			formatDeclarations( getSlot( styles, nextState, nextQuery ) )
		);
		setErrors( [] );
	};

	const onText = ( value: string ) => {
		setText( value );
		const parsed = parseDeclarations( value );
		setErrors( parsed.errors );
		setStyles( ( current ) =>
			setSlot( current, state, query, parsed.declarations )
		);
	};

	const deviceLabel = ( id: string, label: string ) =>
		[ 'default', 'hover' ].some( ( slotState ) =>
			slotHasDeclarations(
				styles,
				slotState as StateId,
				id === ALL_DEVICES
					? ALL_DEVICES
					: deviceQuery(
							deviceList.find( ( entry ) => entry.id === id ) ??
								deviceList[ 0 ]
						)
			)
		)
			? sprintf(
					/* translators: %s: device name. */
					__( '%s (has styles)', 'gblocks-pro' ),
					label
				)
			: label;

	return (
		<Modal
			title={ sprintf(
				/* translators: %s: class selector. */
				__( 'Edit Class: %s', 'gblocks-pro' ),
				item.selector
			) }
			onRequestClose={ onClose }
			size="large"
			className="gblocks-pro-class-editor"
		>
			<form
				onSubmit={ ( event ) => {
					event.preventDefault();
					setTried( true );
					if ( nameError || ! dirty ) {
						return;
					}
					onSave( changes );
				} }
			>
				<div className="gblocks-pro-class-editor__columns">
					<div className="gblocks-pro-class-editor__form">
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
							label={ __( 'Class name', 'gblocks-pro' ) }
							value={ name }
							onChange={ setName }
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
								setStatus( value as ClassStatus )
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
							onChange={ ( value: string ) =>
								openSlot( state, value )
							}
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
							value={ text }
							onChange={ onText }
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
					</div>
					<div className="gblocks-pro-class-editor__css">
						<h2 id="gblocks-pro-class-editor-css">
							{ __( 'CSS', 'gblocks-pro' ) }
						</h2>
						<pre
							aria-labelledby="gblocks-pro-class-editor-css"
							tabIndex={ 0 }
						>
							{ css ||
								__( 'No declarations yet.', 'gblocks-pro' ) }
						</pre>
					</div>
				</div>
				<div className="gblocks-pro-class-editor__actions">
					<Button variant="tertiary" onClick={ onClose }>
						{ __( 'Cancel', 'gblocks-pro' ) }
					</Button>
					<Button
						variant="primary"
						type="submit"
						isBusy={ isSaving }
						accessibleWhenDisabled
						disabled={ isSaving || ! dirty || Boolean( nameError ) }
					>
						{ __( 'Save Class', 'gblocks-pro' ) }
					</Button>
				</div>
			</form>
		</Modal>
	);
}
