/**
 * The "Frequency" card (issue 39 §4) and the further triggers of the "Type & trigger" card.
 */

/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { OverlayMeta } from '../../../types';
import { FrequencyCard } from '../cards/frequency-card';
import { TypeTriggerCard } from '../cards/type-trigger-card';

jest.mock( '../../../api', () => ( {
	overlaysApi: {
		list: jest.fn( () =>
			Promise.resolve( [
				{ id: 7, title: 'Newsletter' },
				{ id: 42, title: 'This one' },
			] )
		),
	},
} ) );

/**
 * A card over its own settings, as the editor keeps them; `latest` is what was set last.
 *
 * @param card    Which card.
 * @param initial The settings.
 */
function setUp(
	card: 'frequency' | 'trigger',
	initial: Partial< OverlayMeta > = {}
) {
	const latest: { meta: Partial< OverlayMeta > } = { meta: initial };
	function Harness() {
		const [ meta, setMeta ] = useState< Partial< OverlayMeta > >( initial );
		const props = {
			meta: meta as OverlayMeta,
			set: ( key: string, value: unknown ) =>
				setMeta( ( current ) => {
					latest.meta = { ...current, [ key ]: value };
					return latest.meta;
				} ),
		} as Parameters< typeof FrequencyCard >[ 0 ];
		return card === 'frequency' ? (
			<FrequencyCard { ...props } />
		) : (
			<TypeTriggerCard
				{ ...props }
				type="standard"
				trigger={ meta._gb_overlay_trigger_type ?? 'click' }
				isStandard
				postId={ 42 }
			/>
		);
	}
	render(
		<QueryClientProvider client={ new QueryClient() }>
			<Harness />
		</QueryClientProvider>
	);
	return latest;
}

describe( 'FrequencyCard', () => {
	it( 'shows the period once there is a cap, the days for a number of days, and stores whole numbers in range', () => {
		const latest = setUp( 'frequency' );
		expect(
			screen.queryByRole( 'combobox', { name: 'Per' } )
		).not.toBeInTheDocument();
		fireEvent.change(
			screen.getByRole( 'spinbutton', { name: 'Show at most (times)' } ),
			{ target: { value: '25' } }
		);
		expect( latest.meta._gb_overlay_cap_count ).toBe( 10 );
		const per = screen.getByRole( 'combobox', { name: 'Per' } );
		expect( per ).toHaveValue( 'session' );
		fireEvent.change( per, { target: { value: 'days' } } );
		expect( latest.meta._gb_overlay_cap_period ).toBe( 'days' );
		expect(
			screen.getByRole( 'spinbutton', { name: 'Days' } )
		).toHaveValue( 7 );
		fireEvent.change(
			screen.getByRole( 'combobox', { name: 'After a conversion' } ),
			{ target: { value: 'days' } }
		);
		expect( latest.meta._gb_overlay_stop_after_conversion ).toBe( 'days' );
		expect(
			screen.getByRole( 'spinbutton', { name: 'Days without it' } )
		).toHaveValue( 30 );
		expect(
			screen.getByRole( 'spinbutton', {
				name: 'After a close, stay closed for (hours)',
			} )
		).toHaveValue( 24 );
		expect(
			screen.getByText( /a click on a trigger always opens it/ )
		).toBeInTheDocument();
	} );
} );

describe( 'TypeTriggerCard, triggers', () => {
	it( 'adds further triggers, shows their fields, and never keeps the trigger itself among them', async () => {
		const latest = setUp( 'trigger', {
			_gb_overlay_trigger_type: 'time',
			_gb_overlay_more_triggers: '',
		} );
		expect(
			screen.queryByRole( 'checkbox', { name: 'Time delay' } )
		).not.toBeInTheDocument();
		fireEvent.click(
			screen.getByRole( 'checkbox', { name: 'Inactivity' } )
		);
		expect( latest.meta._gb_overlay_more_triggers ).toBe( 'inactivity' );
		expect(
			screen.getByRole( 'spinbutton', { name: 'Seconds without input' } )
		).toHaveValue( 30 );
		fireEvent.click(
			screen.getByRole( 'checkbox', {
				name: 'After another overlay closes',
			} )
		);
		expect( latest.meta._gb_overlay_more_triggers ).toBe(
			'inactivity,overlay-closed'
		);
		// The other overlays of the site, not this one.
		expect(
			await screen.findByRole( 'option', { name: 'Newsletter' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'option', { name: 'This one' } )
		).not.toBeInTheDocument();
		fireEvent.change(
			screen.getByRole( 'combobox', {
				name: 'After this overlay closes',
			} ),
			{ target: { value: '7' } }
		);
		expect( latest.meta._gb_overlay_after_overlay ).toBe( 7 );
		fireEvent.change( screen.getByRole( 'combobox', { name: 'Trigger' } ), {
			target: { value: 'inactivity' },
		} );
		expect( latest.meta._gb_overlay_trigger_type ).toBe( 'inactivity' );
		expect( latest.meta._gb_overlay_more_triggers ).toBe(
			'overlay-closed'
		);
	} );
} );
