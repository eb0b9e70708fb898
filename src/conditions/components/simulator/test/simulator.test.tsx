/**
 * External dependencies
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { ApiError } from '../../../../shared/api';
import { answerLookups, api, renderWithClient } from '../../../test/fake-api';
import { SimulatorPanel } from '..';
import {
	deviceFromPreview,
	parsePairs,
	toContext,
	DEFAULT_INPUTS,
	SIMULATE_DEBOUNCE_MS,
} from '../lib';
import type { SimulationResult } from '../types';

jest.mock( '../../../api' );
jest.mock( '../../../../pickers/objects/api' );

const TREE = {
	logic: 'OR' as const,
	groups: [
		{
			logic: 'AND' as const,
			conditions: [
				{ type: 'device', rule: 'mobile', operator: 'is', value: '' },
			],
		},
	],
};

function answer( shown: boolean, reason: string ): SimulationResult {
	return {
		result: shown ? 'shown' : 'hidden',
		groups: [
			{
				result: shown,
				rules: [
					{
						type: 'device',
						rule: 'mobile',
						operator: 'is',
						value: '',
						result: shown,
						decided_in: 'visitor',
						reason,
					},
				],
			},
		],
	};
}

beforeEach( () => {
	jest.resetAllMocks();
	answerLookups();
} );

describe( 'SimulatorPanel', () => {
	it( 'shows Hidden with a ✗ row and its reason for the default visit', async () => {
		api.simulate.mockResolvedValue(
			answer( false, 'Visitor is on desktop, rule wants mobile.' )
		);
		renderWithClient( <SimulatorPanel subject={ { conditions: TREE } } /> );

		expect(
			screen.getByRole( 'region', { name: 'Test this condition' } )
		).toBeInTheDocument();
		expect( await screen.findByText( 'Hidden' ) ).toBeInTheDocument();
		const row = screen
			.getByText( 'Visitor is on desktop, rule wants mobile.' )
			.closest( 'tr' ) as HTMLElement;
		expect( within( row ).getByText( '✗' ) ).toBeInTheDocument();
		expect( within( row ).getByText( 'Fails' ) ).toBeInTheDocument();
		expect(
			await within( row ).findByText( 'Device' )
		).toBeInTheDocument();
		expect( api.simulate ).toHaveBeenCalledTimes( 1 );
		expect( api.simulate ).toHaveBeenCalledWith(
			{ conditions: TREE },
			{ device: 'desktop', user: 'anonymous' }
		);
	} );

	it( 'labels visitor rules "(decided in the browser)" only while page cache compatibility is on', async () => {
		api.simulate.mockResolvedValue( {
			...answer( false, 'Visitor is on desktop, rule wants mobile.' ),
			page_cache_compatibility: false,
		} );
		const { unmount } = renderWithClient(
			<SimulatorPanel subject={ { conditions: TREE } } />
		);
		expect( await screen.findByText( 'Hidden' ) ).toBeInTheDocument();
		expect(
			screen.queryByText( '(decided in the browser)' )
		).not.toBeInTheDocument();
		unmount();

		api.simulate.mockResolvedValue( {
			...answer( false, 'Visitor is on desktop, rule wants mobile.' ),
			page_cache_compatibility: true,
		} );
		renderWithClient( <SimulatorPanel subject={ { conditions: TREE } } /> );
		const row = (
			await screen.findByText(
				'Visitor is on desktop, rule wants mobile.'
			)
		).closest( 'tr' ) as HTMLElement;
		expect(
			within( row ).getByText( '(decided in the browser)' )
		).toBeInTheDocument();
	} );

	it( 're-runs, debounced, when an input changes', async () => {
		// On a fake clock: a loaded machine cannot stretch the debounce past the queries' timeout.
		jest.useFakeTimers();
		const user = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		try {
			api.simulate.mockImplementation( ( _subject, context ) =>
				Promise.resolve(
					context.device === 'mobile'
						? answer(
								true,
								'Visitor is on mobile, rule wants mobile.'
							)
						: answer(
								false,
								'Visitor is on desktop, rule wants mobile.'
							)
				)
			);
			renderWithClient( <SimulatorPanel subject={ { id: 12 } } /> );
			expect( await screen.findByText( 'Hidden' ) ).toBeInTheDocument();
			const runs = api.simulate.mock.calls.length;

			await user.selectOptions(
				screen.getByRole( 'combobox', { name: 'Device' } ),
				'mobile'
			);
			await user.click(
				screen.getByRole( 'textbox', { name: 'Cookies' } )
			);
			await user.paste( 'promo=summer' );
			act( () => {
				jest.advanceTimersByTime( SIMULATE_DEBOUNCE_MS - 1 );
			} );
			expect( api.simulate ).toHaveBeenCalledTimes( runs );
			act( () => {
				jest.advanceTimersByTime( 1 );
			} );
			expect( await screen.findByText( 'Shown' ) ).toBeInTheDocument();
			expect(
				screen.getByText( 'Visitor is on mobile, rule wants mobile.' )
			).toBeInTheDocument();
			// Runs for settled inputs only: one run for the two changes.
			expect( api.simulate ).toHaveBeenCalledTimes( runs + 1 );
			expect( api.simulate ).toHaveBeenLastCalledWith(
				{ id: 12 },
				{
					device: 'mobile',
					user: 'anonymous',
					cookies: { promo: 'summer' },
				}
			);
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 're-runs when the rules change', async () => {
		api.simulate.mockResolvedValue( answer( true, 'First.' ) );
		const view = renderWithClient(
			<SimulatorPanel subject={ { conditions: TREE } } />
		);
		expect( await screen.findByText( 'First.' ) ).toBeInTheDocument();
		api.simulate.mockResolvedValue( answer( false, 'Second.' ) );
		const changed = {
			...TREE,
			groups: [
				{
					...TREE.groups[ 0 ],
					conditions: [
						{
							type: 'device',
							rule: 'tablet',
							operator: 'is',
							value: '',
						},
					],
				},
			],
		};
		view.rerender(
			<QueryClientProvider client={ view.client }>
				<SimulatorPanel subject={ { conditions: changed } } />
			</QueryClientProvider>
		);
		expect( await screen.findByText( 'Second.' ) ).toBeInTheDocument();
		expect( api.simulate ).toHaveBeenLastCalledWith(
			{ conditions: changed },
			expect.any( Object )
		);
	} );

	it( 'shows the loading state, then the error of a refused run', async () => {
		let reject: ( error: Error ) => void = () => undefined;
		api.simulate.mockReturnValue(
			new Promise( ( _resolve, fail ) => {
				reject = fail;
			} )
		);
		renderWithClient( <SimulatorPanel subject={ { conditions: TREE } } /> );
		expect( screen.getByText( 'Testing…' ) ).toBeInTheDocument();
		expect( screen.getByRole( 'status' ) ).toHaveAttribute(
			'aria-busy',
			'true'
		);
		await waitFor( () => expect( api.simulate ).toHaveBeenCalled() );
		reject(
			new ApiError(
				'context.url: not an address on this site (http://example.org/).',
				{ status: 400 }
			)
		);
		const output = screen.getByRole( 'status' );
		expect(
			await within( output ).findByText(
				'context.url: not an address on this site (http://example.org/).'
			)
		).toBeInTheDocument();
		expect( screen.queryByText( 'Testing…' ) ).not.toBeInTheDocument();
	} );

	it( 'asks for a complete rule instead of running without one', () => {
		renderWithClient( <SimulatorPanel subject={ null } /> );
		expect(
			screen.getByText( 'Complete a rule to test the condition.' )
		).toBeInTheDocument();
		expect( api.simulate ).not.toHaveBeenCalled();
	} );

	it( 'starts from the given inputs (the block editor: its post, device preview and user)', async () => {
		api.simulate.mockResolvedValue( answer( true, 'Fine.' ) );
		renderWithClient(
			<SimulatorPanel
				subject={ { id: 4 } }
				initial={ {
					pageMode: 'post',
					postId: 31,
					device: 'tablet',
					visitor: 'user',
					userId: 7,
				} }
			/>
		);
		await screen.findByText( 'Fine.' );
		expect( api.simulate ).toHaveBeenCalledWith(
			{ id: 4 },
			{ device: 'tablet', user: 7, post: 31 }
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Device' } )
		).toHaveValue( 'tablet' );
	} );
} );

describe( 'simulator inputs', () => {
	it( 'reads name=value lines', () => {
		expect( parsePairs( 'a=1\n\n b = two=2 \nflag' ) ).toEqual( {
			a: '1',
			b: 'two=2',
			flag: '',
		} );
	} );

	it( 'sends an address or a post, never both, and leaves empty inputs out', () => {
		expect(
			toContext( {
				...DEFAULT_INPUTS,
				pageMode: 'url',
				url: ' /shop/?ref=x ',
				postId: 3,
				datetime: '2026-05-01T09:30',
				referrer: 'https://example.com/',
			} )
		).toEqual( {
			device: 'desktop',
			user: 'anonymous',
			url: '/shop/?ref=x',
			datetime: '2026-05-01T09:30',
			referrer: 'https://example.com/',
		} );
		expect(
			toContext( { ...DEFAULT_INPUTS, visitor: 'user', userId: null } )
				.user
		).toBe( 'anonymous' );
	} );

	it( 'sends a hand-built history only when one is simulated', () => {
		expect( toContext( DEFAULT_INPUTS ) ).not.toHaveProperty( 'history' );
		expect(
			toContext( {
				...DEFAULT_INPUTS,
				history: true,
				sessions: '3',
				pageViews: '12',
				sessionPageViews: 'two',
				landingPage: ' /sale/ ',
				overlays:
					'12 views=0,3 closes=3 conversions=\nnot-an-id views=1\n15 views=x,2',
			} ).history
		).toEqual( {
			sessions: 3,
			page_views: 12,
			session_seconds: 0,
			landing_page: '/sale/',
			overlays: {
				12: { views: [ 0, 3 ], closes: [ 3 ], conversions: [] },
				15: { views: [ 2 ] },
			},
		} );
	} );

	it( 'simulates a returning visitor and says that history rules are decided in the browser', async () => {
		const user = userEvent.setup();
		api.simulate.mockImplementation( ( _subject, context ) =>
			Promise.resolve( {
				result: context.history ? 'shown' : 'hidden',
				groups: [
					{
						result: !! context.history,
						rules: [
							{
								type: 'visitor',
								rule: 'returning',
								operator: 'is',
								value: '',
								result: !! context.history,
								decided_in: 'browser',
								reason: context.history
									? 'Visitor is on visit 2, rule wants a returning visitor.'
									: 'The visitor history is kept only in the visitor’s browser.',
							},
						],
					},
				],
			} as SimulationResult )
		);
		renderWithClient( <SimulatorPanel subject={ { id: 12 } } /> );
		expect( await screen.findByText( 'Hidden' ) ).toBeInTheDocument();
		expect(
			screen.getByText( '(decided in the browser)' )
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Simulate a visitor history',
			} )
		);
		const visits = screen.getByRole( 'spinbutton', { name: 'Visits' } );
		await user.clear( visits );
		await user.type( visits, '2' );
		expect(
			await screen.findByText(
				'Visitor is on visit 2, rule wants a returning visitor.',
				{},
				{ timeout: 3000 }
			)
		).toBeInTheDocument();
		expect( screen.getByText( 'Shown' ) ).toBeInTheDocument();
		expect( api.simulate ).toHaveBeenLastCalledWith(
			{ id: 12 },
			expect.objectContaining( {
				history: expect.objectContaining( { sessions: 2 } ),
			} )
		);
	} );

	it( 'maps the editor device preview', () => {
		expect( deviceFromPreview( 'Mobile' ) ).toBe( 'mobile' );
		expect( deviceFromPreview( 'Tablet' ) ).toBe( 'tablet' );
		expect( deviceFromPreview( 'Desktop' ) ).toBe( 'desktop' );
		expect( deviceFromPreview( undefined ) ).toBe( 'desktop' );
	} );
} );
