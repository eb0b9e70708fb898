/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ApiError } from '../../../../shared/api';
import { conditionsPickerApi } from '../../../conditions/api';
import type { PickerCondition } from '../../../conditions';
import { invalidateConditionData } from '../../../../shared/query/keys';
import { ConditionSelect, conditionSelectActions } from '..';
import type { ConditionSelectProps } from '..';

jest.mock( '../../../conditions/api' );
const api = jest.mocked( conditionsPickerApi );

const CATEGORIES = [
	{ id: 1, name: 'Promotions' },
	{ id: 2, name: 'Audience' },
];

function condition(
	id: number,
	title: string,
	extra: Partial< PickerCondition > = {}
): PickerCondition {
	return { id, title, status: 'publish', categories: [], ...extra };
}

/** A small site: every condition fits on the first page. */
const SMALL: PickerCondition[] = [
	condition( 1, 'Holiday sale', { categories: [ 1 ] } ),
	condition( 2, 'Members', { categories: [ 2 ] } ),
	condition( 3, 'Weekend', { status: 'draft' } ),
	condition( 4, 'Logged out visitors', { categories: [ 2, 1 ] } ),
];

/** A site with 150 conditions: the first page holds ids 1 to 100. */
const LARGE: PickerCondition[] = Array.from( { length: 150 }, ( _, index ) =>
	condition( index + 1, `Condition ${ index + 1 }` )
);

function serve( all: PickerCondition[] ) {
	api.list.mockImplementation( async ( page = 1, search = '' ) => {
		const matching = all.filter( ( item ) =>
			item.title.toLowerCase().includes( search.toLowerCase() )
		);
		return {
			conditions: matching.slice( ( page - 1 ) * 100, page * 100 ),
			total: matching.length,
			pages: Math.ceil( matching.length / 100 ),
		};
	} );
	api.get.mockImplementation(
		async ( id ) => all.find( ( item ) => item.id === id ) ?? null
	);
}

function setup(
	props: Partial< ConditionSelectProps > & { initial?: string } = {}
) {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false } },
	} );
	const onChange = jest.fn();
	function Harness() {
		const [ value, setValue ] = useState( props.initial ?? '' );
		return (
			<ConditionSelect
				{ ...props }
				value={ value }
				onChange={ ( id ) => {
					onChange( id );
					setValue( id );
				} }
			/>
		);
	}
	const user = userEvent.setup();
	const view = render(
		<QueryClientProvider client={ client }>
			<Harness />
		</QueryClientProvider>
	);
	return { client, onChange, user, ...view };
}

const field = () =>
	screen.getByRole( 'combobox', { name: 'Display Condition' } );

async function open( user: ReturnType< typeof userEvent.setup > ) {
	await waitFor( () => expect( api.list ).toHaveBeenCalled() );
	await waitFor( () =>
		expect( field() ).toHaveAttribute( 'aria-busy', 'false' )
	);
	await user.click( field() );
	return screen.getByRole( 'listbox' );
}

beforeEach( () => {
	jest.resetAllMocks();
	serve( SMALL );
	api.categories.mockResolvedValue( CATEGORIES );
} );

describe( 'ConditionSelect', () => {
	it( 'lists the conditions grouped by category, uncategorized last, with drafts prefixed', async () => {
		const { user } = setup();
		const list = await open( user );
		await waitFor( () =>
			expect( within( list ).getAllByRole( 'group' ) ).toHaveLength( 3 )
		);
		const groups = within( list ).getAllByRole( 'group' );
		expect( groups.map( ( group ) => group.textContent ) ).toEqual( [
			'PromotionsHoliday saleLogged out visitors',
			'AudienceMembers',
			'Uncategorized[Draft] Weekend',
		] );
		expect(
			within( list ).getByRole( 'group', { name: 'Promotions' } )
		).toBeInTheDocument();
		expect(
			within( list ).getAllByRole( 'option' )[ 0 ]
		).toHaveTextContent( 'No condition' );
		expect( api.list ).toHaveBeenCalledWith( 1, '' );
	} );

	it( 'picks a condition with the keyboard and clears it with No condition', async () => {
		const { user, onChange } = setup();
		await open( user );
		await user.keyboard( '{ArrowDown}{ArrowDown}{Enter}' );
		expect( onChange ).toHaveBeenLastCalledWith( '1' );
		expect( field() ).toHaveValue( 'Holiday sale' );

		await user.click( document.body );
		await user.click( field() );
		await user.click(
			screen.getByRole( 'option', { name: 'No condition' } )
		);
		expect( onChange ).toHaveBeenLastCalledWith( '' );
		expect( field() ).toHaveValue( '' );
	} );

	it( 'puts the matches of a search first: ArrowDown and Enter pick a match, not No condition', async () => {
		const { user, onChange } = setup( { initial: '1' } );
		await open( user );
		await user.type( field(), 'Memb' );
		expect(
			screen.queryByRole( 'option', { name: 'No condition' } )
		).not.toBeInTheDocument();
		await user.keyboard( '{ArrowDown}{Enter}' );
		expect( onChange ).toHaveBeenLastCalledWith( '2' );
		expect( field() ).toHaveValue( 'Members' );

		// Without a search it is offered again, first.
		await user.click( document.body );
		await user.click( field() );
		expect( screen.getAllByRole( 'option' )[ 0 ] ).toHaveAccessibleName(
			'No condition'
		);
	} );

	it( 'filters the first page locally at once without asking the server when all conditions are on it', async () => {
		const { user } = setup();
		await open( user );
		await user.type( field(), 'MEMB' );
		expect(
			screen.getByRole( 'option', { name: 'Members' } )
		).toBeVisible();
		expect(
			screen.queryByRole( 'option', { name: 'Holiday sale' } )
		).not.toBeInTheDocument();
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 400 ) )
		);
		expect( api.list ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'asks the server with search (debounced) when there are more than 100 conditions', async () => {
		serve( LARGE );
		const { user } = setup();
		await open( user );
		// The clock stands still while typing, however slow the machine: only the
		// debounce delay lets the server search go.
		jest.useFakeTimers();
		const typist = userEvent.setup( {
			advanceTimers: jest.advanceTimersByTime,
		} );
		await typist.type( field(), 'Condition 14' );
		// Locally at once: 14 is on the first page.
		expect(
			screen.getByRole( 'option', { name: 'Condition 14' } )
		).toBeVisible();
		expect(
			api.list.mock.calls.filter( ( [ , search ] ) => search )
		).toEqual( [] );
		act( () => {
			jest.advanceTimersByTime( 1000 );
		} );
		jest.useRealTimers();
		await waitFor( () =>
			expect( api.list ).toHaveBeenCalledWith( 1, 'Condition 14' )
		);
		// Debounced: one server search for the whole word, not one per key.
		expect(
			api.list.mock.calls.filter( ( [ , search ] ) => search )
		).toEqual( [ [ 1, 'Condition 14' ] ] );
		expect(
			await screen.findByRole( 'option', { name: 'Condition 142' } )
		).toBeVisible();
		await user.click(
			screen.getByRole( 'option', { name: 'Condition 142' } )
		);
		expect( field() ).toHaveValue( 'Condition 142' );
	} );

	it( 'resolves a stored id beyond the first 100 by GET /conditions/{id} and shows its title', async () => {
		serve( LARGE );
		let found: ( value: PickerCondition | null ) => void = () => {};
		api.get.mockReturnValue(
			new Promise( ( resolve ) => {
				found = resolve;
			} )
		);
		const { container } = setup( { initial: '142' } );
		// While the stored id resolves: a spinner, and neither an id nor a wrong title.
		await waitFor( () => expect( api.get ).toHaveBeenCalledWith( 142 ) );
		expect( field() ).toHaveAttribute( 'aria-busy', 'true' );
		expect( field() ).toHaveValue( '' );
		expect( field() ).toHaveAttribute( 'placeholder', 'Loading…' );
		act( () => found( LARGE[ 141 ] ) );
		await waitFor( () => expect( field() ).toHaveValue( 'Condition 142' ) );
		expect( field() ).toHaveAttribute( 'aria-busy', 'false' );
		expect( api.get ).toHaveBeenCalledWith( 142 );
		expect(
			within( container ).queryByText( 'Condition not found' )
		).toBeNull();
	} );

	it( "shows 'Condition not found' for an id the server does not know and keeps it", async () => {
		const { onChange, container } = setup( { initial: '999' } );
		expect(
			await within( container ).findByText( 'Condition not found' )
		).toBeVisible();
		expect( field() ).toHaveValue( 'ID: 999' );
		expect( onChange ).not.toHaveBeenCalled();
	} );

	it( 'is not "not found" when the lookup fails for another reason', async () => {
		api.get.mockRejectedValue(
			new ApiError( 'Failed to fetch condition', { status: 500 } )
		);
		const { container } = setup( { initial: '999' } );
		await waitFor( () => expect( api.get ).toHaveBeenCalledWith( 999 ) );
		await waitFor( () => expect( field() ).toHaveValue( 'ID: 999' ) );
		expect(
			within( container ).queryByText( 'Condition not found' )
		).toBeNull();
	} );

	it( 'shows the edit button only for a found condition and the + button when asked', async () => {
		const onEdit = jest.fn();
		const onCreate = jest.fn();
		const { user } = setup( { initial: '2', onEdit, onCreate } );
		await user.click(
			await screen.findByRole( 'button', { name: 'Edit condition' } )
		);
		expect( onEdit ).toHaveBeenCalledWith( '2' );
		await user.click(
			screen.getByRole( 'button', { name: 'Create condition' } )
		);
		expect( onCreate ).toHaveBeenCalled();
	} );

	it( 'conditionSelectActions: edit and + open the conditions dashboard; a condition created there is chosen', async () => {
		const openConditions = jest.fn();
		const onChangeOutside = jest.fn();
		const { user, onChange } = setup( {
			initial: '2',
			...conditionSelectActions( openConditions, ( id ) =>
				onChangeOutside( id )
			),
		} );
		await user.click(
			await screen.findByRole( 'button', { name: 'Edit condition' } )
		);
		expect( openConditions ).toHaveBeenLastCalledWith( { editId: '2' } );
		await user.click(
			screen.getByRole( 'button', { name: 'Create condition' } )
		);
		const options = openConditions.mock.calls[ 1 ][ 0 ];
		expect( options.editId ).toBe( 'new' );
		options.onSaved( 9 );
		expect( onChangeOutside ).toHaveBeenCalledWith( '9' );
		expect( onChange ).not.toHaveBeenCalled();
		// Without the dashboard (a user who does not manage conditions): no buttons.
		expect( conditionSelectActions( undefined, onChangeOutside ) ).toEqual(
			{}
		);
	} );

	it( 'has no edit button without a condition, for a missing one, or without onEdit', async () => {
		const onEdit = jest.fn();
		const first = setup( { initial: '', onEdit } );
		await waitFor( () => expect( api.list ).toHaveBeenCalled() );
		expect(
			screen.queryByRole( 'button', { name: 'Edit condition' } )
		).toBeNull();
		expect(
			screen.queryByRole( 'button', { name: 'Create condition' } )
		).toBeNull();
		first.unmount();

		const second = setup( { initial: '999', onEdit } );
		await within( second.container ).findByText( 'Condition not found' );
		expect(
			screen.queryByRole( 'button', { name: 'Edit condition' } )
		).toBeNull();
		second.unmount();

		setup( { initial: '2' } );
		await waitFor( () => expect( field() ).toHaveValue( 'Members' ) );
		expect(
			screen.queryByRole( 'button', { name: 'Edit condition' } )
		).toBeNull();
	} );

	it( 'shows a loading state, then an error with Try Again that retries', async () => {
		api.list.mockRejectedValueOnce(
			new ApiError( 'Failed to fetch conditions', { status: 500 } )
		);
		const view = setup( { label: 'Condition', help: 'Pick one.' } );
		const { user } = view;
		const input = screen.getByRole( 'combobox', { name: 'Condition' } );
		expect( input ).toHaveAttribute( 'aria-busy', 'true' );
		expect( input ).toHaveAccessibleDescription( 'Pick one.' );
		expect(
			await screen.findByText( 'Failed to fetch conditions' )
		).toBeVisible();
		await user.click( screen.getByRole( 'button', { name: 'Try Again' } ) );
		await waitFor( () =>
			expect(
				screen.queryByText( 'Failed to fetch conditions' )
			).toBeNull()
		);
		expect( api.list ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'refreshes when condition data is invalidated (a save elsewhere)', async () => {
		const { client, user } = setup();
		await open( user );
		api.list.mockResolvedValue( {
			conditions: [ condition( 9, 'Created in the dashboard' ) ],
			total: 1,
			pages: 1,
		} );
		await act( () => invalidateConditionData( client ) );
		expect(
			await screen.findByRole( 'option', {
				name: 'Created in the dashboard',
			} )
		).toBeVisible();
	} );
} );
