/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { DeviceVisibilityPanel } from '../device-visibility-panel';
import {
	blockPreviewCss,
	breakpointsFrom,
	hiddenClassName,
	markerCss,
	previewStyles,
	toggleChange,
	visibilityToggles,
} from '../lib/visibility';
import type { Breakpoint } from '../lib/visibility';

const DEFAULT: Breakpoint[] = [
	{ id: 'desktop', label: 'Desktop', minWidth: 1025 },
	{ id: 'tablet', label: 'Tablet', minWidth: 768, maxWidth: 1024 },
	{ id: 'mobile', label: 'Mobile', maxWidth: 767 },
];

const CUSTOM: Breakpoint[] = [
	{ id: 'desktop', label: 'Desktop', minWidth: 1200 },
	{ id: 'tablet', label: 'Tablet', minWidth: 600, maxWidth: 1199 },
	{ id: 'mobile', label: 'Mobile', maxWidth: 599 },
];

function setupPanel(
	initial: Record< string, unknown >,
	breakpoints: Breakpoint[] = DEFAULT
) {
	const changes: Array< Record< string, unknown > > = [];
	function Block() {
		const [ attributes, setAttributes ] = useState( initial );
		return (
			<DeviceVisibilityPanel
				attributes={ attributes }
				setAttributes={ ( next ) => {
					changes.push( next );
					setAttributes( { ...attributes, ...next } );
				} }
				breakpoints={ breakpoints }
			/>
		);
	}
	render( <Block /> );
	return changes;
}

async function openPanel() {
	const toggle = screen.getByRole( 'button', { name: 'Device Visibility' } );
	if ( toggle.getAttribute( 'aria-expanded' ) === 'false' ) {
		await userEvent.click( toggle );
	}
}

describe( 'Device Visibility toggles', () => {
	it( 'shows the four toggles, and Hide on Mobile writes display:none !important under the mobile query', async () => {
		const changes = setupPanel( { gbStyles: { color: 'red' } } );
		await openPanel();
		[
			'Hide on Desktop',
			'Hide on Tablet',
			'Hide on Tablet & Mobile',
			'Hide on Mobile',
		].forEach( ( name ) =>
			expect( screen.getByRole( 'checkbox', { name } ) ).not.toBeChecked()
		);
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Hide on Mobile' } )
		);
		expect( changes ).toEqual( [
			{
				gbStyles: {
					color: 'red',
					'@media (max-width:767px)': {
						display: 'none !important',
					},
				},
			},
		] );
		expect(
			screen.getByRole( 'checkbox', { name: 'Hide on Mobile' } )
		).toBeChecked();
	} );

	it( 'is on when display is none with or without !important, and turning it off removes the emptied query and attribute', async () => {
		const changes = setupPanel( {
			gbStyles: {
				'@media (min-width:1025px)': { display: 'none' },
				'@media (max-width:1024px) and (min-width:768px)': {
					display: 'none !important',
				},
				'@media (max-width:1024px)': { display: 'block' },
			},
		} );
		await openPanel();
		expect(
			screen.getByRole( 'checkbox', { name: 'Hide on Desktop' } )
		).toBeChecked();
		expect(
			screen.getByRole( 'checkbox', { name: 'Hide on Tablet' } )
		).toBeChecked();
		expect(
			screen.getByRole( 'checkbox', { name: 'Hide on Tablet & Mobile' } )
		).not.toBeChecked();
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Hide on Desktop' } )
		);
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Hide on Tablet' } )
		);
		expect( changes[ 1 ] ).toEqual( {
			gbStyles: { '@media (max-width:1024px)': { display: 'block' } },
		} );
		expect(
			toggleChange(
				{
					gbStyles: {
						'@media (max-width:767px)': { display: 'none' },
					},
				},
				'smallWidth',
				false,
				DEFAULT
			)
		).toEqual( { gbStyles: undefined } );
	} );

	it( 'builds the queries from custom breakpoints', async () => {
		const changes = setupPanel( {}, CUSTOM );
		await openPanel();
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Hide on Tablet & Mobile' } )
		);
		expect( changes[ 0 ] ).toEqual( {
			gbStyles: {
				'@media (max-width:1199px)': { display: 'none !important' },
			},
		} );
		// The default query means nothing with these breakpoints.
		expect(
			visibilityToggles(
				{
					gbStyles: {
						'@media (max-width:767px)': { display: 'none' },
					},
				},
				CUSTOM
			).find( ( toggle ) => toggle.id === 'smallWidth' )?.checked
		).toBe( false );
	} );

	it( 'says when WordPress itself hides the block, and leaves that metadata alone', async () => {
		const changes = setupPanel( {
			metadata: { blockVisibility: false, name: 'Promo' },
		} );
		await openPanel();
		// The notice (and its copy in the live region).
		expect(
			screen.getAllByText(
				/WordPress hides this block on every device/
			)[ 0 ]
		).toBeVisible();
		await userEvent.click(
			screen.getByRole( 'checkbox', { name: 'Hide on Mobile' } )
		);
		expect( Object.keys( changes[ 0 ] ) ).toEqual( [ 'gbStyles' ] );
	} );

	it( 'reads the editor’s breakpoints, falling back to the shipped list', () => {
		expect( breakpointsFrom( CUSTOM ) ).toEqual( CUSTOM );
		expect( breakpointsFrom( undefined ) ).toEqual( DEFAULT );
		expect(
			breakpointsFrom( [ { id: 'x' }, 'junk', { label: 'y' } ] )
		).toEqual( DEFAULT );
	} );
} );

describe( 'the editor preview of device visibility', () => {
	const hiddenOnMobile = {
		color: 'red',
		'@media (max-width:767px)': {
			display: 'none !important',
			fontSize: '12px',
		},
		'@media (max-width:1024px)': { display: 'none' },
	};

	it( 'keeps the block’s own styles but not the display of the rules that hide it', () => {
		expect( previewStyles( hiddenOnMobile, DEFAULT ) ).toEqual( {
			color: 'red',
			'@media (max-width:767px)': { fontSize: '12px' },
		} );
		const css = blockPreviewCss( 'abc-1', hiddenOnMobile, DEFAULT );
		expect( css ).toContain(
			':where(.block-editor-block-list__block)[data-block="abc-1"]{color:red;}'
		);
		expect( css ).toContain( 'font-size:12px;' );
		expect( css ).not.toContain( 'display' );
	} );

	it( 'marks the block with a class per device it is hidden on', () => {
		expect( hiddenClassName( { gbStyles: hiddenOnMobile }, DEFAULT ) ).toBe(
			'gblocks-pro-hidden-on-tablet gblocks-pro-hidden-on-mobile'
		);
		expect(
			hiddenClassName( { gbStyles: { color: 'red' } }, DEFAULT )
		).toBeUndefined();
		expect( hiddenClassName( {}, DEFAULT ) ).toBeUndefined();
	} );

	it( 'labels the marker inside each device’s own query', () => {
		const css = markerCss(
			DEFAULT,
			( device ) => `Hidden on ${ device.label }`
		);
		expect( css ).toContain(
			'@media (max-width:767px){.gblocks-pro-hidden-on-mobile{position:relative;outline:1px dashed #757575;outline-offset:1px;}.gblocks-pro-hidden-on-mobile::after{content:"Hidden on Mobile";'
		);
		// The label is a tab above the block, never a layer over the block's own text.
		expect( css ).toContain( 'position:absolute;left:-2px;bottom:100%;' );
		expect( css ).not.toContain( 'inset:0' );
		expect( css ).toContain(
			'@media (max-width:1024px) and (min-width:768px){.gblocks-pro-hidden-on-tablet'
		);
		expect( css ).toContain(
			'@media (min-width:1025px){.gblocks-pro-hidden-on-desktop'
		);
		expect(
			markerCss( DEFAULT, () => 'A "quoted" </style> label' )
		).toContain( 'content:"A \\"quoted\\" \\3C /style> label"' );
	} );
} );
