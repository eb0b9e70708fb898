/**
 * The Insights view of one overlay: loading, the figures with the previous period, the charts' table
 * alternative, range switching, the empty state, a failure with Try Again, the missing tables with
 * Repair and its snackbar, and the CSV export of what is shown. Only the Insights API module is mocked.
 */

/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { pageFrame } from '../../../shared/components/admin-page/frames';
import { ApiError } from '../../../shared/api';
import { TABLES_MISSING, insightsApi, type OverlayInsights } from '../api';
import { presetRange, siteToday } from '../range';
import InsightsView from '../view/insights-view';

jest.mock( '../api', () => ( {
	...jest.requireActual( '../api' ),
	insightsApi: {
		site: jest.fn(),
		overlay: jest.fn(),
		status: jest.fn(),
		repair: jest.fn(),
	},
} ) );

const api = jest.mocked( insightsApi );

function report( fields: Partial< OverlayInsights > = {} ): OverlayInsights {
	return {
		id: 12,
		title: 'Newsletter',
		from: '2026-11-30',
		to: '2026-12-02',
		totals: { views: 200, closes: 150, conversions: 10 },
		previous: { views: 100, closes: 80, conversions: 10 },
		days: [
			{ day: '2026-11-30', views: 50, conversions: 2 },
			{ day: '2026-12-01', views: 0, conversions: 0 },
			{ day: '2026-12-02', views: 150, conversions: 8 },
		],
		closes: {
			button: 90,
			escape: 30,
			outside: 20,
			trigger: 0,
			navigation: 10,
		},
		pages: [
			{ page: '/pricing/', views: 120, conversions: 9 },
			{ page: '=cmd', views: 80, conversions: 1 },
		],
		devices: {
			desktop: { views: 150, conversions: 9 },
			tablet: { views: 10, conversions: 0 },
			mobile: { views: 40, conversions: 1 },
		},
		...fields,
	};
}

function renderView() {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false } },
	} );
	const onBack = jest.fn();
	render(
		<QueryClientProvider client={ client }>
			<InsightsView
				id={ 12 }
				onBack={ onBack }
				frame={ pageFrame }
				sync
			/>
		</QueryClientProvider>
	);
	return { onBack };
}

function snackbars(): string[] {
	return select( noticesStore )
		.getNotices()
		.filter( ( notice ) => notice.type === 'snackbar' )
		.map( ( notice ) => String( notice.content ) );
}

beforeEach( () => {
	jest.resetAllMocks();
	select( noticesStore )
		.getNotices()
		.forEach( ( notice ) =>
			dispatch( noticesStore ).removeNotice( notice.id )
		);
	window.history.replaceState(
		null,
		'',
		'/wp-admin/admin.php?page=generateblocks-overlay-panels&view=insights&id=12'
	);
} );

describe( 'Insights view', () => {
	it( 'shows loading, then the figures against the previous period', async () => {
		let answer: ( value: OverlayInsights ) => void = () => {};
		api.overlay.mockReturnValue(
			new Promise( ( resolve ) => ( answer = resolve ) )
		);
		renderView();
		expect( screen.getByText( 'Loading insights…' ) ).toBeVisible();
		expect(
			screen.getByRole( 'button', { name: 'Export CSV' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		answer( report() );

		expect(
			await screen.findByRole( 'heading', {
				level: 1,
				name: 'Insights: Newsletter',
			} )
		).toBeVisible();
		const cards = screen.getByRole( 'list', {
			name: 'Figures of this period',
		} );
		const card = ( label: string ) =>
			within( cards ).getByText( label ).closest( 'li' ) as HTMLElement;
		expect( card( 'Views' ) ).toHaveTextContent(
			'200+100 % vs. previous period (100)'
		);
		expect( card( 'Conversions' ) ).toHaveTextContent(
			'100 % vs. previous period (10)'
		);
		expect( card( 'Conversion rate' ) ).toHaveTextContent(
			'5.0%-5 pp vs. previous period (10.0%)'
		);
		expect( api.overlay ).toHaveBeenCalledWith(
			12,
			presetRange( '30d', siteToday() )
		);

		const closes = screen.getByRole( 'table', { name: 'Close reasons' } );
		expect(
			within( closes ).getByRole( 'row', { name: /Close button/ } )
		).toHaveTextContent( 'Close button9060.0%' );
		const devices = screen.getByRole( 'table', { name: 'Devices' } );
		expect(
			within( devices ).getByRole( 'row', { name: /Mobile/ } )
		).toHaveTextContent( 'Mobile4012.5%' );
		const pages = screen.getByRole( 'table', { name: 'Top pages' } );
		expect( within( pages ).getAllByRole( 'row' ) ).toHaveLength( 3 );
		expect( screen.queryByText( /No views yet/ ) ).toBeNull();
	} );

	it( 'gives each chart a table of the same figures, shown on request', async () => {
		api.overlay.mockResolvedValue( report() );
		renderView();
		const table = await screen.findByRole( 'table', {
			name: 'Views and conversions per day',
		} );
		const rows = within( table ).getAllByRole( 'row' ).slice( 1 );
		expect( rows.map( ( row ) => row.textContent ) ).toEqual( [
			'Nov 30502',
			'Dec 100',
			'Dec 21508',
		] );
		const figures = screen.getAllByRole( 'figure' );
		expect( figures ).toHaveLength( 2 );
		for ( const figure of figures ) {
			expect( figure ).toHaveAttribute( 'aria-describedby', table.id );
			expect(
				figure.querySelector( '.gblocks-pro-insights-chart__canvas' )
			).toHaveAttribute( 'aria-hidden', 'true' );
		}
		// For screen readers only, until asked for.
		expect( table.parentElement ).toHaveClass( 'screen-reader-text' );
		const toggle = screen.getByRole( 'button', { name: 'Show as table' } );
		await userEvent.click( toggle );
		expect( toggle ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( table.parentElement ).not.toHaveClass( 'screen-reader-text' );
	} );

	it( 'loads another range when one is chosen, with custom dates checked first', async () => {
		api.overlay.mockResolvedValue( report() );
		renderView();
		await screen.findByRole( 'heading', { name: 'Insights: Newsletter' } );
		const rangeSelect = screen.getByRole( 'combobox', {
			name: 'Date range',
		} );
		await userEvent.selectOptions( rangeSelect, '12m' );
		await waitFor( () =>
			expect( api.overlay ).toHaveBeenLastCalledWith(
				12,
				presetRange( '12m', siteToday() )
			)
		);
		expect( window.location.search ).toContain( 'range=12m' );

		await userEvent.selectOptions( rangeSelect, 'custom' );
		const from = screen.getByLabelText( 'From' );
		const to = screen.getByLabelText( 'To' );
		await userEvent.clear( from );
		await userEvent.type( from, '2026-05-10' );
		await userEvent.clear( to );
		await userEvent.type( to, '2026-05-01' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'The end date must not be before the start date.'
		);
		const apply = screen.getByRole( 'button', { name: 'Apply' } );
		expect( apply ).toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.clear( to );
		await userEvent.type( to, '2026-05-31' );
		await userEvent.click( apply );
		await waitFor( () =>
			expect( api.overlay ).toHaveBeenLastCalledWith( 12, {
				from: '2026-05-10',
				to: '2026-05-31',
			} )
		);
		expect( window.location.search ).toContain(
			'range=custom&from=2026-05-10&to=2026-05-31'
		);
	} );

	it( 'says so when nothing was counted in the range', async () => {
		api.overlay.mockResolvedValue(
			report( {
				totals: { views: 0, closes: 0, conversions: 0 },
				previous: { views: 0, closes: 0, conversions: 0 },
				days: [ { day: '2026-12-02', views: 0, conversions: 0 } ],
				closes: {
					button: 0,
					escape: 0,
					outside: 0,
					trigger: 0,
					navigation: 0,
				},
				pages: [],
			} )
		);
		renderView();
		expect(
			await screen.findByText( /^No views yet in this period/ )
		).toBeVisible();
		expect( screen.queryAllByRole( 'figure' ) ).toHaveLength( 0 );
	} );

	it( 'offers Try Again after a failure (tried twice)', async () => {
		const failure = new ApiError( 'Server error', { status: 500 } );
		api.overlay
			.mockRejectedValueOnce( failure )
			.mockRejectedValueOnce( failure )
			.mockResolvedValue( report() );
		renderView();
		expect( await screen.findByText( 'Server error' ) ).toBeVisible();
		expect( screen.queryByRole( 'button', { name: 'Repair' } ) ).toBeNull();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Try Again' } )
		);
		expect(
			await screen.findByRole( 'heading', {
				name: 'Insights: Newsletter',
			} )
		).toBeVisible();
	} );

	it( 'offers Repair when the tables are missing, and confirms it', async () => {
		api.overlay
			.mockRejectedValueOnce(
				new ApiError( 'Missing tables', {
					status: 503,
					code: TABLES_MISSING,
				} )
			)
			.mockResolvedValue( report() );
		api.repair.mockResolvedValue( {
			tables: true,
			buffered: 0,
			lastFlush: null,
		} );
		renderView();
		expect(
			await screen.findByText( /The Insights tables are missing/, {
				selector: 'p',
			} )
		).toBeVisible();
		// Not tried again: only a repair helps.
		expect( api.overlay ).toHaveBeenCalledTimes( 1 );
		expect(
			screen.queryByRole( 'button', { name: 'Try Again' } )
		).toBeNull();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Repair' } )
		);
		expect( api.repair ).toHaveBeenCalledTimes( 1 );
		await waitFor( () =>
			expect( snackbars() ).toEqual( [ 'Insights tables repaired.' ] )
		);
		expect(
			await screen.findByRole( 'heading', {
				name: 'Insights: Newsletter',
			} )
		).toBeVisible();
		expect( api.overlay ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'exports what is shown as a CSV file', async () => {
		api.overlay.mockResolvedValue( report() );
		const blobs: Blob[] = [];
		const created = jest.fn( ( blob: Blob ) => {
			blobs.push( blob );
			return 'blob:insights';
		} );
		Object.assign( URL, {
			createObjectURL: created,
			revokeObjectURL: jest.fn(),
		} );
		const clicked: string[] = [];
		const click = jest
			.spyOn( HTMLAnchorElement.prototype, 'click' )
			.mockImplementation( function ( this: HTMLAnchorElement ) {
				clicked.push( this.download );
			} );
		try {
			renderView();
			await screen.findByRole( 'heading', {
				name: 'Insights: Newsletter',
			} );
			await userEvent.click(
				screen.getByRole( 'button', { name: 'Export CSV' } )
			);
			expect( clicked ).toEqual( [
				'overlay-12-insights-2026-11-30-2026-12-02.csv',
			] );
			const text = await new Promise< string >( ( resolve ) => {
				const reader = new FileReader();
				reader.onload = () => resolve( String( reader.result ) );
				reader.readAsText( blobs[ 0 ] );
			} );
			const lines = text.replace( /^\ufeff/, '' ).split( '\r\n' );
			expect( lines.slice( 0, 4 ) ).toEqual( [
				'Overlay panel,Newsletter,12',
				'From,2026-11-30',
				'To,2026-12-02',
				'',
			] );
			expect( lines ).toContain( 'Views,200,100' );
			expect( lines ).toContain( 'Conversion rate,5.0%,10.0%' );
			expect( lines ).toContain( '2026-12-02,150,8' );
			expect( lines ).toContain( 'Close button,90' );
			expect( lines ).toContain( '/pricing/,120,9,7.5%' );
			// A cell a spreadsheet would run as a formula is written as text.
			expect( lines ).toContain( "'=cmd,80,1,1.3%" );
			expect( lines ).toContain( 'Mobile,40,1,2.5%' );
		} finally {
			click.mockRestore();
		}
	} );
} );
