/**
 * External dependencies
 */
import { readFileSync } from 'fs';
import { join } from 'path';

/**
 * Internal dependencies
 */
import {
	breakpointClassName,
	breakpointCss,
	breakpointPresets,
	storedBreakpoint,
	validBreakpoint,
	withBreakpoint,
} from '../lib/breakpoint';
import { canvasClassNames, canvasCss, sidebarPreviewCss } from '../lib/canvas';
import { iconSets } from '../lib/icons';
import file from '../menu-toggle-icons.json';

// Shared with PHPUnit (Navigation_Block_Test): the CSS both sides build for 768px.
const fixture = JSON.parse(
	readFileSync(
		join(
			__dirname,
			'../../../tests/fixtures/navigation/breakpoint-css.json'
		),
		'utf8'
	)
) as { value: string; css: string };

describe( 'mobile breakpoint', () => {
	it.each( [ '768px', '47.5em', '40rem', '1px', '3840px', '0.1em' ] )(
		'accepts %s',
		( value ) => {
			expect( validBreakpoint( value ) ).toBe( value );
		}
	);

	it.each( [
		'1px;}</style><script>',
		'expression(alert(1))',
		'calc(100px + 1px)',
		'-5px',
		'99999px',
		'0px',
		'768',
		'50vw',
		' 768px',
		'768px\n',
		'768PX',
		'1.00000000000001px',
		'',
	] )( 'drops %j', ( value ) => {
		expect( validBreakpoint( value ) ).toBe( '' );
	} );

	it( 'names the class after the value', () => {
		expect( breakpointClassName( '768px' ) ).toBe( 'gb-nav-bp-768px' );
		expect( breakpointClassName( '47.5em' ) ).toBe( 'gb-nav-bp-47_5em' );
	} );

	it( 'builds the same CSS as the server (shared fixture)', () => {
		expect( breakpointCss( fixture.value ) ).toBe( fixture.css );
	} );

	it( 'stores the breakpoint in htmlAttributes next to other attributes', () => {
		const attributes = { htmlAttributes: { 'data-x': '1' } };
		expect( withBreakpoint( attributes, '768px' ) ).toEqual( {
			'data-x': '1',
			'data-gb-mobile-breakpoint': '768px',
		} );
		expect(
			withBreakpoint(
				{ htmlAttributes: { 'data-gb-mobile-breakpoint': '768px' } },
				''
			)
		).toBeUndefined();
		expect(
			storedBreakpoint( {
				htmlAttributes: { 'data-gb-mobile-breakpoint': '40em' },
			} )
		).toBe( '40em' );
		expect( storedBreakpoint( { htmlAttributes: [] } ) ).toBe( '' );
	} );

	it( 'offers the device widths as presets, smallest first', () => {
		expect(
			breakpointPresets( [
				{ id: 'desktop', label: 'Desktop', minWidth: 1025 },
				{
					id: 'tablet',
					label: 'Tablet',
					minWidth: 768,
					maxWidth: 1024,
				},
				{ id: 'mobile', label: 'Mobile', maxWidth: 767 },
			] )
		).toEqual( [
			{ value: '768px', label: 'Tablet' },
			{ value: '1025px', label: 'Desktop' },
		] );
	} );
} );

describe( 'canvas preview', () => {
	const sets = iconSets( file.sets );

	it( 'gives a block its breakpoint and icon classes', () => {
		expect(
			canvasClassNames(
				{
					htmlAttributes: { 'data-gb-mobile-breakpoint': '768px' },
					gbMenuIcon: 'light/menu-3',
					gbCloseIcon: 'medium/close',
				},
				sets
			)
		).toBe(
			'gb-nav-bp-768px gb-nav-menu-icon--light--menu-3 gb-nav-close-icon--medium--close'
		);
		expect(
			canvasClassNames(
				{
					htmlAttributes: { 'data-gb-mobile-breakpoint': '-5px' },
					gbMenuIcon: 'light/nope',
				},
				sets
			)
		).toBe( '' );
	} );

	it( 'prints each breakpoint and icon once', () => {
		const css = canvasCss(
			[
				{
					htmlAttributes: { 'data-gb-mobile-breakpoint': '768px' },
					gbMenuIcon: 'light/menu-3',
				},
				{
					htmlAttributes: { 'data-gb-mobile-breakpoint': '768px' },
					gbMenuIcon: 'light/menu-3',
				},
			],
			sets
		);
		expect( css.split( '@media (min-width: 768px)' ) ).toHaveLength( 2 );
		expect(
			css.split(
				'.gb-nav-menu-icon--light--menu-3 .wp-block-navigation__responsive-container-open svg{'
			)
		).toHaveLength( 2 );
		expect( css ).toContain( 'mask:url("data:image/svg+xml,%3Csvg' );
		expect( canvasCss( [ { gbMenuIcon: 'x/y' } ], sets ) ).toBe( '' );
	} );

	it( 'draws the chosen icons over core’s own preview in the block sidebar', () => {
		const css = sidebarPreviewCss(
			{ gbMenuIcon: 'light/menu-3', gbCloseIcon: 'medium/close' },
			sets
		);
		expect( css ).toContain(
			'.wp-block-navigation__overlay-menu-preview > svg:nth-of-type(1){background-color:currentColor;'
		);
		expect( css ).toContain(
			'.wp-block-navigation__overlay-menu-preview > svg:nth-of-type(2){background-color:currentColor;'
		);
		expect( css ).toContain(
			'.wp-block-navigation__overlay-menu-preview > svg:nth-of-type(1) > *{display:none;}'
		);
		expect(
			sidebarPreviewCss( { gbMenuIcon: 'light/menu-3' }, sets )
		).not.toContain( 'nth-of-type(2)' );
		expect( sidebarPreviewCss( {}, sets ) ).toBe( '' );
		expect( sidebarPreviewCss( null, sets ) ).toBe( '' );
	} );
} );
