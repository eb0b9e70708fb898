/**
 * The state of the class editor's form: the name, the status, the style object and the slot (state x
 * device, see lib/declarations) whose declarations the text area shows, with what they give (the
 * changes a save sends, the CSS, the name's error).
 */

/**
 * WordPress dependencies
 */
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
	Device,
	GlobalClass,
	StyleObject,
} from '../types';

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

/**
 * The at-rule of a device id (ALL_DEVICES for all devices or an unknown id).
 *
 * @param deviceList The devices.
 * @param id         A device id or ALL_DEVICES.
 */
function queryOf( deviceList: Device[], id: string ): string {
	const found = deviceList.find( ( entry ) => entry.id === id );
	return found ? deviceQuery( found ) : ALL_DEVICES;
}

/**
 * The slot of the form: which state and device the declarations are of, their text and errors.
 *
 * @param item       The class as loaded.
 * @param styles     The style object in the form.
 * @param setStyles  Changes it.
 * @param deviceList The devices.
 */
function useSlot(
	item: GlobalClass,
	styles: StyleObject,
	setStyles: ( update: ( current: StyleObject ) => StyleObject ) => void,
	deviceList: Device[]
) {
	const [ state, setState ] = useState< StateId >( 'default' );
	const [ device, setDevice ] = useState( ALL_DEVICES );
	const query = useMemo(
		() => queryOf( deviceList, device ),
		[ device, deviceList ]
	);
	const [ text, setText ] = useState( () =>
		formatDeclarations( getSlot( item.data, 'default', ALL_DEVICES ) )
	);
	const [ errors, setErrors ] = useState< string[] >( [] );

	const openSlot = ( nextState: StateId, nextDevice: string ) => {
		const nextQuery = queryOf( deviceList, nextDevice );
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

	return { state, device, text, errors, openSlot, onText, deviceLabel };
}

/**
 * The class editor's form.
 *
 * @param item       The class as loaded.
 * @param otherNames Names of the other classes (a rename may not take one).
 */
export function useClassEditor(
	item: GlobalClass,
	otherNames: readonly string[]
) {
	const deviceList = useMemo( () => devices(), [] );
	const [ name, setName ] = useState( item.name );
	const [ status, setStatus ] = useState< ClassStatus >( item.status );
	const [ styles, setStyles ] = useState< StyleObject >( item.data );
	const [ tried, setTried ] = useState( false );
	const slot = useSlot( item, styles, setStyles, deviceList );

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

	return {
		...slot,
		deviceList,
		name,
		setName,
		status,
		setStatus,
		tried,
		setTried,
		nameError,
		renamed,
		selector,
		css,
		changes,
		dirty,
	};
}

/** The class editor's form, as useClassEditor() gives it. */
export type ClassEditorForm = ReturnType< typeof useClassEditor >;
