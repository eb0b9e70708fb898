/**
 * settingField(key): the Overlay Settings panel's fields read their defaults, limits and enum values
 * from settings.json (the definition PHP reads too), with the panel's translated labels.
 */

/**
 * Internal dependencies
 */
import definition from '../../../settings.json';
import { clamp, settingField } from '../fields';

const { settings } = definition;

describe( 'settingField', () => {
	it( 'gives a number setting its label, default and limits from settings.json', () => {
		const field = settingField( 'animation_duration' );
		expect( field.label ).toBe( 'Animation duration (ms)' );
		expect( field.default ).toBe( settings.animation_duration.default );
		expect( field.range ).toEqual( {
			min: settings.animation_duration.minimum,
			max: settings.animation_duration.maximum,
			step: settings.animation_duration.step,
		} );
		// No step in settings.json: none in the field.
		expect( settingField( 'time_delay' ).range ).toEqual( {
			min: 0,
			max: 3600000,
		} );
	} );

	it( "gives an enum setting its values in settings.json's order, with their labels", () => {
		const field = settingField( 'placement' );
		expect( field.options.map( ( option ) => option.value ) ).toEqual(
			settings.placement.enum
		);
		expect( field.options[ 0 ] ).toEqual( {
			value: 'bottom-start',
			label: 'Below, start',
		} );
		expect( settingField( 'animation_in' ).options[ 0 ] ).toEqual( {
			value: '',
			label: 'None',
		} );
	} );

	it( 'gives the help a field shows, and none to the others', () => {
		expect( settingField( 'cookie_duration' ).help ).toBe(
			'0 opens it again on the next page view.'
		);
		expect( settingField( 'close_on_esc' ).help ).toBeUndefined();
	} );

	it( 'reads a boolean and a string default', () => {
		expect( settingField( 'show_close_button' ).default ).toBe( true );
		expect( settingField( 'backdrop_color' ).default ).toBe(
			'rgba(0,0,0,.5)'
		);
	} );

	it( "keeps a typed number within the setting's limits", () => {
		const { range } = settingField( 'cookie_duration' );
		expect( clamp( '12.4', range ) ).toBe( 12 );
		expect( clamp( '-3', range ) ).toBe( 0 );
		expect( clamp( '99999', range ) ).toBe( 8760 );
		expect( clamp( 'abc', range ) ).toBe( 0 );
	} );
} );
