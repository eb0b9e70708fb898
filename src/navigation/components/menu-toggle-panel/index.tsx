/**
 * The Navigation block's "Mobile menu" settings: the open and close icons (each opens the "Select
 * Icon" picker) and the mobile breakpoint (a length; its presets are the device widths).
 */

/**
 * WordPress dependencies
 */
import {
	BaseControl,
	Button,
	PanelBody,
	// eslint-disable-next-line @wordpress/no-unsafe-wp-apis -- UnitControl (px/em/rem) has no stable export in WordPress 6.8; core's own blocks use it.
	__experimentalUnitControl as UnitControl,
} from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	BREAKPOINT_UNITS,
	CORE_BREAKPOINT,
	breakpointPresets,
	storedBreakpoint,
	validBreakpoint,
	withBreakpoint,
} from '../../lib/breakpoint';
import { findIcon } from '../../lib/icons';
import {
	CLOSE_ICON_ATTRIBUTE,
	MENU_ICON_ATTRIBUTE,
	type Device,
	type MenuToggleIconSet,
} from '../../types';
import { IconPicker, IconSvg } from '../icon-picker';
import './style.scss';

export interface MenuTogglePanelProps {
	attributes: Record< string, unknown >;
	setAttributes: ( attributes: Record< string, unknown > ) => void;
	sets: MenuToggleIconSet[];
	devices: Device[];
}

interface IconControlProps {
	label: string;
	value: unknown;
	sets: MenuToggleIconSet[];
	onChange: ( value: string | undefined ) => void;
}

/**
 * One icon setting: its preview and the button that opens the picker.
 *
 * @param props          Props.
 * @param props.label
 * @param props.value
 * @param props.sets
 * @param props.onChange
 */
export function IconControl( {
	label,
	value,
	sets,
	onChange,
}: IconControlProps ) {
	const [ isOpen, setOpen ] = useState( false );
	const found = findIcon( sets, value );
	const current = found
		? found.icon.label
		: __( 'WordPress default', 'gblocks-pro' );
	return (
		<BaseControl
			__nextHasNoMarginBottom
			label={ label }
			id={ undefined }
			className="gblocks-pro-menu-toggle__icon-control"
		>
			<div className="gblocks-pro-menu-toggle__icon-row">
				<span className="gblocks-pro-menu-toggle__preview">
					{ found ? <IconSvg svg={ found.icon.svg } /> : null }
					<span>
						{ found
							? `${ found.icon.label } (${ found.set.label })`
							: current }
					</span>
				</span>
				<Button
					variant="secondary"
					size="compact"
					onClick={ () => setOpen( true ) }
					aria-label={ sprintf(
						/* translators: 1: "Menu icon" or "Close icon", 2: the current icon's label. */
						__( 'Select %1$s (current: %2$s)', 'gblocks-pro' ),
						label.toLowerCase(),
						current
					) }
				>
					{ __( 'Select', 'gblocks-pro' ) }
				</Button>
			</div>
			{ isOpen && (
				<IconPicker
					sets={ sets }
					value={ found ? String( value ) : undefined }
					onSelect={ ( id ) => {
						onChange( id );
						setOpen( false );
					} }
					onReset={ () => {
						onChange( undefined );
						setOpen( false );
					} }
					onClose={ () => setOpen( false ) }
				/>
			) }
		</BaseControl>
	);
}

interface BreakpointControlProps {
	attributes: Record< string, unknown >;
	setAttributes: ( attributes: Record< string, unknown > ) => void;
	devices: Device[];
}

/**
 * The mobile breakpoint: stored in htmlAttributes['data-gb-mobile-breakpoint'] when valid.
 *
 * @param props               Props.
 * @param props.attributes
 * @param props.setAttributes
 * @param props.devices
 */
export function BreakpointControl( {
	attributes,
	setAttributes,
	devices,
}: BreakpointControlProps ) {
	const stored = storedBreakpoint( attributes );
	const [ draft, setDraft ] = useState< string | undefined >( undefined );
	const shown = draft ?? stored;
	const invalid = shown !== '' && validBreakpoint( shown ) === '';
	const save = ( value: string ) => {
		setAttributes( {
			htmlAttributes: withBreakpoint( attributes, value ),
		} );
	};
	const onChange = ( next: string | undefined ) => {
		const value = ( next ?? '' ).trim();
		// A number without its amount (the unit alone) is empty.
		const empty = value === '' || /^[a-z]+$/.test( value );
		if ( empty ) {
			setDraft( undefined );
			save( '' );
		} else if ( validBreakpoint( value ) ) {
			setDraft( undefined );
			save( value );
		} else {
			setDraft( value );
		}
	};
	return (
		<div className="gblocks-pro-menu-toggle__breakpoint">
			<UnitControl
				__next40pxDefaultSize
				label={ __( 'Mobile breakpoint', 'gblocks-pro' ) }
				value={ shown }
				onChange={ onChange }
				units={ BREAKPOINT_UNITS.map( ( unit ) => ( {
					value: unit,
					label: unit,
				} ) ) }
				placeholder={ CORE_BREAKPOINT }
				min={ 0 }
				help={
					invalid
						? __(
								'Enter a width from 1px to 3840px (or 0.1em/rem to 240em/rem).',
								'gblocks-pro'
							)
						: sprintf(
								/* translators: %s: WordPress's own breakpoint, e.g. 600px. */
								__(
									'Below this width the menu collapses into the toggle. Empty: %s (WordPress default).',
									'gblocks-pro'
								),
								CORE_BREAKPOINT
							)
				}
				aria-invalid={ invalid }
			/>
			<div
				className="gblocks-pro-menu-toggle__presets"
				role="group"
				// The buttons are named by their visible text (WCAG 2.5.3); the group says what they do.
				aria-label={ __(
					'Collapse below a device width',
					'gblocks-pro'
				) }
			>
				{ breakpointPresets( devices ).map( ( preset ) => (
					<Button
						key={ preset.value }
						variant="secondary"
						size="small"
						isPressed={ stored === preset.value }
						onClick={ () => onChange( preset.value ) }
					>
						{ sprintf(
							/* translators: 1: device name, e.g. Tablet, 2: its width, e.g. 768px. */
							__( '%1$s %2$s', 'gblocks-pro' ),
							preset.label,
							preset.value
						) }
					</Button>
				) ) }
			</div>
		</div>
	);
}

/**
 * The panel.
 *
 * @param props               Props.
 * @param props.attributes
 * @param props.setAttributes
 * @param props.sets
 * @param props.devices
 */
export function MenuTogglePanel( {
	attributes,
	setAttributes,
	sets,
	devices,
}: MenuTogglePanelProps ) {
	return (
		<PanelBody
			title={ __( 'Mobile menu', 'gblocks-pro' ) }
			className="gblocks-pro-menu-toggle"
		>
			<IconControl
				label={ __( 'Menu icon', 'gblocks-pro' ) }
				value={ attributes[ MENU_ICON_ATTRIBUTE ] }
				sets={ sets }
				onChange={ ( value ) =>
					setAttributes( { [ MENU_ICON_ATTRIBUTE ]: value } )
				}
			/>
			<IconControl
				label={ __( 'Close icon', 'gblocks-pro' ) }
				value={ attributes[ CLOSE_ICON_ATTRIBUTE ] }
				sets={ sets }
				onChange={ ( value ) =>
					setAttributes( { [ CLOSE_ICON_ATTRIBUTE ]: value } )
				}
			/>
			<BreakpointControl
				attributes={ attributes }
				setAttributes={ setAttributes }
				devices={ devices }
			/>
		</PanelBody>
	);
}
