/**
 * Insights in the Overlay Panels list, as the page's entry puts them together: the Views, Conversions
 * and Conversion rate columns for the chosen range (range switching refetches), sorting over every
 * overlay (not only the page's) with aria-sort and the order in the address, the site summary, the
 * "Insights" row action that opens view=insights&id=N, and the list without the extension (the
 * editor's modal) keeping its own columns. Only the two API modules are mocked.
 */

/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { insightsApi, type SiteInsights } from '../../insights/admin/api';
import {
	presetRange,
	previousRange,
	siteToday,
} from '../../insights/admin/range';
import { registerInsights } from '../../insights/admin/register';
import { overlaysApi, type DashboardOverlay } from '../../overlays/api';
import { OVERLAYS_LIST } from '../../overlays/views/list-view';
import { OverlaysDashboard } from '../../overlays/views/overlays-dashboard';
import { unregisterListExtension } from '../../shared/list-extensions';

jest.mock( '../../overlays/api' );
jest.mock( '../../insights/admin/api', () => ( {
	...jest.requireActual( '../../insights/admin/api' ),
	insightsApi: {
		site: jest.fn(),
		overlay: jest.fn(),
		status: jest.fn(),
		repair: jest.fn(),
	},
} ) );

const overlays = jest.mocked( overlaysApi );
const insights = jest.mocked( insightsApi );

function overlay( id: number, title: string ): DashboardOverlay {
	return {
		id,
		title,
		status: 'publish',
		overlay_type: 'standard',
		trigger_info: { trigger_type: 'click', is_interactive: true },
		gblocks_overlay_cat: [],
		display_condition: '',
		display_condition_invert: false,
		date: '2026-01-01T10:00:00',
		modified: '2026-01-01T10:00:00',
		admin_edit_url: `post.php?post=${ id }&action=edit`,
	};
}

// Newest first, as the server lists them; 'Far away' is on page 2 of the server's pages.
const every = [
	overlay( 1, 'Newsletter' ),
	overlay( 2, 'Sale' ),
	overlay( 3, 'Far away' ),
];

function site( range: { from: string; to: string } ): SiteInsights {
	// The summary's comparison asks for the 30 days before the default range.
	const before = previousRange( presetRange( '30d', siteToday() ) );
	if ( range.from === before.from && range.to === before.to ) {
		return {
			...range,
			overlays: [ { id: 1, views: 1300, closes: 20, conversions: 15 } ],
			total: { views: 1300, closes: 20, conversions: 15 },
			dropped: 0,
		};
	}
	const week =
		range.to && range.from === presetRange( '7d', siteToday() ).from;
	return {
		...range,
		overlays: week
			? [ { id: 1, views: 7, closes: 1, conversions: 1 } ]
			: [
					{ id: 1, views: 100, closes: 10, conversions: 5 },
					{ id: 3, views: 2500, closes: 40, conversions: 25 },
				],
		total: week
			? { views: 7, closes: 1, conversions: 1 }
			: { views: 2600, closes: 50, conversions: 30 },
		dropped: week ? 0 : 3,
	};
}

function renderList( inModal = false ) {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false } },
	} );
	return render(
		<QueryClientProvider client={ client }>
			<OverlaysDashboard inModal={ inModal } />
		</QueryClientProvider>
	);
}

function rowOf( name: string ): HTMLElement {
	return screen.getByRole( 'link', { name } ).closest( 'tr' ) as HTMLElement;
}

function names(): string[] {
	return screen
		.getAllByRole( 'link' )
		.filter( ( link ) => link.classList.contains( 'row-title' ) )
		.map( ( link ) => link.textContent ?? '' );
}

beforeAll( () => registerInsights( OVERLAYS_LIST ) );
afterAll( () => unregisterListExtension( OVERLAYS_LIST, 'insights' ) );

beforeEach( () => {
	jest.resetAllMocks();
	window.history.replaceState(
		null,
		'',
		'/wp-admin/admin.php?page=generateblocks-overlay-panels'
	);
	overlays.page.mockResolvedValue( {
		overlays: every.slice( 0, 2 ),
		total: 3,
		pages: 2,
	} );
	overlays.all.mockResolvedValue( every );
	overlays.categories.mockResolvedValue( [] );
	overlays.conditions.page.mockResolvedValue( {
		conditions: [],
		total: 0,
		pages: 0,
	} );
	insights.site.mockImplementation( async ( range ) => site( range ) );
} );

describe( 'Insights in the Overlay Panels list', () => {
	it( 'shows the columns and the summary for the last 30 days, and another range when chosen', async () => {
		renderList();
		const thirty = presetRange( '30d', siteToday() );
		await waitFor( () =>
			expect(
				within( rowOf( 'Newsletter' ) ).getByText( '100' )
			).toBeVisible()
		);
		expect( insights.site ).toHaveBeenCalledWith( thirty );
		const newsletter = rowOf( 'Newsletter' );
		expect( within( newsletter ).getByText( '5' ) ).toBeVisible();
		expect( within( newsletter ).getByText( '5.0%' ) ).toBeVisible();
		// No row in the range: no views, no rate.
		const sale = rowOf( 'Sale' );
		expect( within( sale ).getAllByText( '0' ) ).toHaveLength( 2 );
		expect( within( sale ).getByText( '—' ) ).toBeVisible();

		const summary = screen.getByRole( 'region', {
			name: 'Summary of all overlay panels',
		} );
		expect( within( summary ).getByText( '2,600' ) ).toBeVisible();
		expect( within( summary ).getByText( '1.2%' ) ).toBeVisible();
		// Against the 30 days before, asked for on the same route.
		expect( insights.site ).toHaveBeenCalledWith( previousRange( thirty ) );
		await waitFor( () =>
			expect( summary ).toHaveTextContent(
				'+100 % vs. previous period (1,300)'
			)
		);
		expect( summary ).toHaveTextContent(
			'+100 % vs. previous period (15)'
		);
		expect(
			screen.getByText(
				`${ thirty.from } to ${ thirty.to }, compared with ${
					previousRange( thirty ).from
				} to ${ previousRange( thirty ).to }`
			)
		).toBeVisible();
		expect( summary ).toHaveTextContent(
			'2 overlay panels were viewed in this period. 3 events over the rate limit were not counted.'
		);

		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Date range' } ),
			'7d'
		);
		await waitFor( () =>
			expect(
				within( rowOf( 'Newsletter' ) ).getByText( '7' )
			).toBeVisible()
		);
		expect( insights.site ).toHaveBeenCalledWith(
			presetRange( '7d', siteToday() )
		);
		expect( insights.site ).toHaveBeenCalledWith(
			previousRange( presetRange( '7d', siteToday() ) )
		);
		expect( window.location.search ).toContain( 'range=7d' );
		expect(
			screen.getByRole( 'region', {
				name: 'Summary of all overlay panels',
			} )
		).toHaveTextContent( '1 overlay panel was viewed in this period.' );
		expect( screen.queryByText( /rate limit/ ) ).toBeNull();
	} );

	it( 'shows the summary without the comparison when the previous period fails', async () => {
		const before = previousRange( presetRange( '30d', siteToday() ) );
		insights.site.mockImplementation( async ( range ) => {
			if ( range.from === before.from ) {
				throw new Error( 'Server error' );
			}
			return site( range );
		} );
		renderList();
		const summary = await screen.findByRole( 'region', {
			name: 'Summary of all overlay panels',
		} );
		expect( within( summary ).getByText( '2,600' ) ).toBeVisible();
		await waitFor( () =>
			expect( insights.site ).toHaveBeenCalledWith( before )
		);
		expect( summary ).not.toHaveTextContent( 'vs. previous period' );
	} );

	it( 'sorts every overlay by a column, both ways, with the order in the address', async () => {
		renderList();
		await waitFor( () =>
			expect( names() ).toEqual( [ 'Newsletter', 'Sale' ] )
		);
		expect( overlays.all ).not.toHaveBeenCalled();

		const views = screen.getByRole( 'columnheader', { name: /^Views/ } );
		expect( views ).toHaveAttribute( 'aria-sort', 'none' );
		await userEvent.click( within( views ).getByRole( 'button' ) );
		// The overlay of the server's page 2 comes first: every overlay is sorted.
		await waitFor( () =>
			expect( names() ).toEqual( [ 'Far away', 'Newsletter', 'Sale' ] )
		);
		expect( overlays.all ).toHaveBeenCalledTimes( 1 );
		expect(
			screen.getByRole( 'columnheader', { name: /^Views/ } )
		).toHaveAttribute( 'aria-sort', 'descending' );
		expect( window.location.search ).toContain( 'orderby=views' );
		expect( window.location.search ).toContain( 'order=desc' );

		await userEvent.click(
			within(
				screen.getByRole( 'columnheader', { name: /^Views/ } )
			).getByRole( 'button' )
		);
		await waitFor( () =>
			expect( names() ).toEqual( [ 'Sale', 'Newsletter', 'Far away' ] )
		);
		expect(
			screen.getByRole( 'columnheader', { name: /^Views/ } )
		).toHaveAttribute( 'aria-sort', 'ascending' );
		expect( window.location.search ).toContain( 'order=asc' );

		// By rate: Far away 1.0 %, Newsletter 5.0 %, Sale none (as 0).
		await userEvent.click(
			within(
				screen.getByRole( 'columnheader', { name: /^Conversion rate/ } )
			).getByRole( 'button' )
		);
		await waitFor( () =>
			expect( names() ).toEqual( [ 'Newsletter', 'Far away', 'Sale' ] )
		);
	} );

	it( 'opens the Insights view of a row from its menu', async () => {
		insights.overlay.mockReturnValue( new Promise( () => {} ) );
		renderList();
		await waitFor( () => expect( names() ).toContain( 'Sale' ) );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Actions for “Sale”' } )
		);
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Insights' } )
		);
		expect( window.location.search ).toContain( 'view=insights' );
		expect( window.location.search ).toContain( 'id=2' );
		expect(
			await screen.findByRole( 'heading', { level: 1, name: 'Insights' } )
		).toBeVisible();
		await waitFor( () =>
			expect( insights.overlay ).toHaveBeenCalledWith(
				2,
				presetRange( '30d', siteToday() )
			)
		);
		expect( screen.queryByRole( 'link', { name: 'Sale' } ) ).toBeNull();
	} );

	it( 'leaves the list as it was without the extension', async () => {
		unregisterListExtension( OVERLAYS_LIST, 'insights' );
		try {
			renderList( true );
			await waitFor( () =>
				expect( names() ).toEqual( [ 'Newsletter', 'Sale' ] )
			);
			expect(
				screen.queryByRole( 'columnheader', { name: /^Views/ } )
			).toBeNull();
			expect( insights.site ).not.toHaveBeenCalled();
		} finally {
			registerInsights( OVERLAYS_LIST );
		}
	} );
} );
