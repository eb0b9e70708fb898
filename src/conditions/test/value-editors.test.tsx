/**
 * The value editors of SPEC §3-5 on their own and inside the editor: date and time inputs ('between'
 * ranges), the day selector, the hierarchical object selector and the author selector.
 */

/**
 * External dependencies
 */
import {
	act,
	fireEvent,
	screen,
	waitFor,
	within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { ConditionEditor } from '../components/condition-editor';
import { DateTimeValue } from '../components/value-editor/datetime-value';
import { DaySelector } from '../components/value-editor/day-selector';
import { OverlayHistoryValue } from '../components/value-editor/overlay-history-value';
import type { ConditionRow, ConditionTree, SearchResult } from '../types';
import {
	answerLookups,
	api,
	condition,
	objects,
	renderWithClient,
} from './fake-api';

jest.mock( '../api' );
jest.mock( '../../pickers/objects/api' );

// jsdom has no ResizeObserver, which the picker's AM/PM toggle group measures itself with.
class NoResizeObserver {
	observe(): void {}
	unobserve(): void {}
	disconnect(): void {}
}
beforeAll( () => {
	window.ResizeObserver ??= NoResizeObserver;
} );

beforeEach( () => {
	jest.resetAllMocks();
	answerLookups();
} );

/**
 * Opens a selector's list and picks an option in it.
 *
 * @param input The selector's input.
 * @param name  The option's name.
 */
async function pickOption( input: HTMLElement, name: string ) {
	await userEvent.click( input );
	const list = screen.getByRole( 'listbox' );
	await userEvent.click(
		await within( list ).findByRole( 'option', { name } )
	);
}

/**
 * Holds a value editor's value as the row would, and reports every change.
 *
 * @param props          Props.
 * @param props.initial  Starting value.
 * @param props.onValue  Called with every new value.
 * @param props.children Renders the editor for a value and its change handler.
 */
function Stateful( {
	initial = '',
	onValue,
	children,
}: {
	initial?: string;
	onValue: ( value: string ) => void;
	children: (
		value: string,
		onChange: ( next: string ) => void
	) => ReactNode;
} ) {
	const [ value, setValue ] = useState( initial );
	return (
		<>
			{ children( value, ( next ) => {
				setValue( next );
				onValue( next );
			} ) }
		</>
	);
}

function DateHarness( {
	rule = 'current_date',
	operator,
	initial,
	onValue,
}: {
	rule?: string;
	operator: string;
	initial?: string;
	onValue: ( value: string ) => void;
} ) {
	return (
		<Stateful initial={ initial } onValue={ onValue }>
			{ ( value, onChange ) => (
				<DateTimeValue
					rule={ rule }
					operator={ operator }
					value={ value }
					onChange={ onChange }
				/>
			) }
		</Stateful>
	);
}

function DaysHarness( {
	multi,
	onValue,
}: {
	multi: boolean;
	onValue: ( value: string ) => void;
} ) {
	return (
		<Stateful onValue={ onValue }>
			{ ( value, onChange ) => (
				<DaySelector
					multi={ multi }
					value={ value }
					onChange={ onChange }
				/>
			) }
		</Stateful>
	);
}

/**
 * Sets a native date or time input as the browser does when the user picks a value.
 *
 * @param input The input.
 * @param value YYYY-MM-DD or HH:mm ('' clears it).
 */
function pick( input: HTMLElement, value: string ) {
	fireEvent.change( input, { target: { value } } );
}

function tree( row: ConditionRow ): ConditionTree {
	return { logic: 'OR', groups: [ { logic: 'AND', conditions: [ row ] } ] };
}

function renderEditorWith( row: ConditionRow ) {
	const onSaved = jest.fn();
	const result = renderWithClient(
		<ConditionEditor
			conditionId={ 7 }
			initial={ {
				title: 'Rules',
				status: 'publish',
				category: '',
				conditions: tree( row ),
			} }
			categories={ [] }
			onSaved={ onSaved }
			onCancel={ jest.fn() }
		/>
	);
	return {
		...result,
		onSaved,
		row: screen.getByRole( 'group', { name: 'Condition 1 in Group 1' } ),
	};
}

async function saveAndGetTree(): Promise< ConditionTree > {
	api.validate.mockResolvedValue( { valid: true } );
	api.update.mockResolvedValue( condition() );
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Save Conditions' } )
	);
	await waitFor( () => expect( api.update ).toHaveBeenCalled() );
	const payload = api.update.mock.calls[ 0 ][ 1 ];
	return payload.conditions as ConditionTree;
}

describe( 'date-time value', () => {
	it( "picks a start and an end day for a 'between' date, and stores the whole days as 'start, end'", () => {
		const onValue = jest.fn();
		renderWithClient(
			<DateHarness operator="between" onValue={ onValue } />
		);
		expect( screen.queryByLabelText( 'Date' ) ).toBeNull();
		const start = screen.getByLabelText( 'Start date' );
		const end = screen.getByLabelText( 'End date' );
		expect( start ).toHaveAttribute( 'type', 'date' );
		expect( end ).toHaveAttribute( 'type', 'date' );
		// Nothing is stored before the user picks: never the moment a picker was opened.
		expect( onValue ).not.toHaveBeenCalled();

		pick( start, '2026-03-10' );
		expect( onValue ).toHaveBeenLastCalledWith( '2026-03-10T00:00, ' );
		pick( end, '2026-03-20' );
		expect( onValue ).toHaveBeenLastCalledWith(
			'2026-03-10T00:00, 2026-03-20T23:59'
		);
		expect( start ).toHaveValue( '2026-03-10' );
		expect( end ).toHaveValue( '2026-03-20' );
	} );

	it( 'shows a stored range on both inputs and edits one end only', () => {
		const onValue = jest.fn();
		renderWithClient(
			<DateHarness
				operator="between"
				initial="2026-03-05T09:30, 2026-03-20T17:45"
				onValue={ onValue }
			/>
		);
		expect( screen.getByLabelText( 'Start date' ) ).toHaveValue(
			'2026-03-05'
		);
		expect( screen.getByLabelText( 'End date' ) ).toHaveValue(
			'2026-03-20'
		);
		pick( screen.getByLabelText( 'End date' ), '2026-03-21' );
		expect( onValue ).toHaveBeenLastCalledWith(
			'2026-03-05T09:30, 2026-03-21T23:59'
		);
	} );

	it( "stores the chosen day: 'after' from the end of it, 'before' and 'on' from its start", () => {
		const after = jest.fn();
		const { unmount } = renderWithClient(
			<DateHarness operator="after" onValue={ after } />
		);
		expect( screen.queryByLabelText( 'Start date' ) ).toBeNull();
		pick( screen.getByLabelText( 'Date' ), '2026-03-12' );
		expect( after ).toHaveBeenLastCalledWith( '2026-03-12T23:59' );
		unmount();

		const before = jest.fn();
		renderWithClient(
			<DateHarness operator="before" onValue={ before } />
		);
		pick( screen.getByLabelText( 'Date' ), '2026-03-12' );
		expect( before ).toHaveBeenLastCalledWith( '2026-03-12T00:00' );
		pick( screen.getByLabelText( 'Date' ), '' );
		expect( before ).toHaveBeenLastCalledWith( '' );
	} );

	it( 'picks times of day for Current Time, stored as HH:mm', () => {
		const onValue = jest.fn();
		renderWithClient(
			<DateHarness
				rule="current_time"
				operator="between"
				onValue={ onValue }
			/>
		);
		const start = screen.getByLabelText( 'Start time' );
		expect( start ).toHaveAttribute( 'type', 'time' );
		pick( start, '09:30' );
		pick( screen.getByLabelText( 'End time' ), '17:45' );
		expect( onValue ).toHaveBeenLastCalledWith( '09:30, 17:45' );
	} );

	it( 'shows the time of a Current Time value stored as a date-time', () => {
		renderWithClient(
			<DateHarness
				rule="current_time"
				operator="after"
				initial="2026-03-05T17:45"
				onValue={ jest.fn() }
			/>
		);
		expect( screen.getByLabelText( 'Time' ) ).toHaveValue( '17:45' );
	} );

	it( "saves a range for 'between', and only the start once the operator becomes 'after'", async () => {
		renderEditorWith( {
			type: 'date_time',
			rule: 'current_date',
			operator: 'between',
			value: '2026-03-05T00:00, 2026-03-20T23:59',
		} );
		expect( await screen.findByLabelText( 'Start date' ) ).toHaveValue(
			'2026-03-05'
		);
		let saved = await saveAndGetTree();
		expect( saved.groups[ 0 ].conditions[ 0 ].value ).toBe(
			'2026-03-05T00:00, 2026-03-20T23:59'
		);

		api.update.mockClear();
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Operator' } ),
			'after'
		);
		expect( screen.getByLabelText( 'Date' ) ).toHaveValue( '2026-03-05' );
		saved = await saveAndGetTree();
		expect( saved.groups[ 0 ].conditions[ 0 ] ).toEqual( {
			type: 'date_time',
			rule: 'current_date',
			operator: 'after',
			value: '2026-03-05T00:00',
		} );
	} );

	it( "catches a 'between' with no dates locally, in the user's terms, and sends nothing", async () => {
		renderEditorWith( {
			type: 'date_time',
			rule: 'current_date',
			operator: 'between',
			value: '',
		} );
		await screen.findByLabelText( 'Start date' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save Conditions' } )
		);
		expect(
			screen.getByText( 'Please complete the following:' )
		).toBeVisible();
		expect(
			screen.getByText(
				'Condition 1 in Group 1: choose a start and an end date.'
			)
		).toBeVisible();
		expect( api.validate ).not.toHaveBeenCalled();
		expect( api.update ).not.toHaveBeenCalled();
	} );
} );

describe( 'day selector', () => {
	it( "stores the checked days as a JSON array of '1'..'7' in week order", async () => {
		const onValue = jest.fn();
		renderWithClient( <DaysHarness multi onValue={ onValue } /> );
		const days = screen.getByRole( 'group', { name: 'Days' } );
		expect(
			within( days )
				.getAllByRole( 'checkbox' )
				.map( ( box ) => box.closest( 'div' )?.textContent )
		).toEqual( [
			'Monday',
			'Tuesday',
			'Wednesday',
			'Thursday',
			'Friday',
			'Saturday',
			'Sunday',
		] );
		await userEvent.click(
			within( days ).getByRole( 'checkbox', { name: 'Sunday' } )
		);
		await userEvent.click(
			within( days ).getByRole( 'checkbox', { name: 'Monday' } )
		);
		expect( onValue ).toHaveBeenLastCalledWith( '["1","7"]' );
		await userEvent.click(
			within( days ).getByRole( 'checkbox', { name: 'Sunday' } )
		);
		expect( onValue ).toHaveBeenLastCalledWith( '["1"]' );
		await userEvent.click(
			within( days ).getByRole( 'checkbox', { name: 'Monday' } )
		);
		expect( onValue ).toHaveBeenLastCalledWith( '' );
	} );

	it( 'offers one day for is / is not', async () => {
		const onValue = jest.fn();
		renderWithClient( <DaysHarness multi={ false } onValue={ onValue } /> );
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Day' } ),
			'Wednesday'
		);
		expect( onValue ).toHaveBeenLastCalledWith( '3' );
	} );

	it( 'saves includes_any days and shows them checked when the condition is opened again', async () => {
		const { row, unmount } = renderEditorWith( {
			type: 'date_time',
			rule: 'day_of_week',
			operator: 'includes_any',
			value: '',
		} );
		const saturday = await within( row ).findByRole( 'checkbox', {
			name: 'Saturday',
		} );
		await userEvent.click( saturday );
		await userEvent.click(
			within( row ).getByRole( 'checkbox', { name: 'Tuesday' } )
		);
		const saved = await saveAndGetTree();
		expect( saved.groups[ 0 ].conditions[ 0 ] ).toEqual( {
			type: 'date_time',
			rule: 'day_of_week',
			operator: 'includes_any',
			value: '["2","6"]',
		} );
		unmount();

		const again = renderEditorWith( saved.groups[ 0 ].conditions[ 0 ] );
		const boxes = await within( again.row ).findAllByRole( 'checkbox' );
		expect(
			boxes
				.filter( ( box ) => ( box as HTMLInputElement ).checked )
				.map( ( box ) => box.closest( 'div' )?.textContent )
		).toEqual( [ 'Tuesday', 'Saturday' ] );
	} );
} );

/**
 * A search answer that the test releases when it wants, to see the searching state.
 */
function deferredSearch() {
	let release: ( results: SearchResult[] ) => void = () => undefined;
	objects.search.mockImplementationOnce(
		() =>
			new Promise< SearchResult[] >( ( resolve ) => {
				release = resolve;
			} )
	);
	return ( results: SearchResult[] ) => act( async () => release( results ) );
}

describe.each( [
	{
		name: 'hierarchical object selector (child_of)',
		row: { type: 'location', rule: 'child_of' },
		route: '/search_hierarchical_posts',
		target: { route: '/search_hierarchical_posts', scope: {} },
		objectType: 'post',
		allLabel: 'All Parents',
		results: [
			{ id: 12, title: 'About' },
			{ id: 15, title: 'Team' },
		] as SearchResult[],
	},
	{
		name: 'author selector (author_id)',
		row: { type: 'author', rule: 'author_id' },
		route: '/search_users',
		target: { route: '/search_users' },
		objectType: 'user',
		allLabel: 'All Authors',
		results: [
			{ id: 12, name: 'Alice' },
			{ id: 15, name: 'Bob' },
		] as SearchResult[],
	},
] )( '$name', ( { row, target, objectType, allLabel, results } ) => {
	const first = results[ 0 ].title ?? results[ 0 ].name ?? '';
	const second = results[ 1 ].title ?? results[ 1 ].name ?? '';

	it( "shows the 'All …' default, the searching state, and searches by text and by id", async () => {
		const { row: editorRow } = renderEditorWith( {
			...row,
			operator: 'is',
			value: '',
		} );
		const input = await within( editorRow ).findByRole( 'combobox', {
			name: 'Value',
		} );
		expect( input ).toHaveValue( allLabel );

		const answer = deferredSearch();
		await userEvent.click( input );
		expect( within( editorRow ).getByText( 'Searching…' ) ).toBeVisible();
		expect( input ).toHaveAttribute( 'aria-busy', 'true' );
		await answer( results );
		const options = await within(
			within( editorRow ).getByRole( 'listbox' )
		).findAllByRole( 'option' );
		expect( options.map( ( option ) => option.textContent ) ).toEqual( [
			allLabel,
			first,
			second,
		] );
		expect( options[ 0 ] ).toHaveAttribute( 'aria-selected', 'true' );

		objects.search.mockResolvedValue( [ results[ 1 ] ] );
		await userEvent.type( input, 'ab' );
		expect( within( editorRow ).getByText( 'Searching…' ) ).toBeVisible();
		await waitFor( () =>
			expect( objects.search ).toHaveBeenCalledWith( target, 'ab' )
		);
		await userEvent.clear( input );
		await userEvent.type( input, '15' );
		await waitFor( () =>
			expect( objects.search ).toHaveBeenCalledWith( target, '15' )
		);
		await userEvent.click(
			await within( editorRow ).findByRole( 'option', { name: second } )
		);
		// The chosen title shows in the input at once, while it still has focus.
		expect( input ).toHaveFocus();
		expect( input ).toHaveValue( second );

		const saved = await saveAndGetTree();
		expect( saved.groups[ 0 ].conditions[ 0 ] ).toEqual( {
			...row,
			operator: 'is',
			value: '15',
		} );
	} );

	it( 'adds no duplicates to a multi-selection and saves a JSON array', async () => {
		objects.search.mockResolvedValue( results );
		const { row: editorRow } = renderEditorWith( {
			...row,
			operator: 'includes_any',
			value: '',
		} );
		const input = await within( editorRow ).findByRole( 'combobox', {
			name: 'Values',
		} );
		// A multi-selection has no 'All …' item.
		await userEvent.click( input );
		await within( editorRow ).findByRole( 'option', { name: first } );
		expect(
			within( editorRow ).queryByRole( 'option', { name: allLabel } )
		).toBeNull();
		await userEvent.click(
			within( editorRow ).getByRole( 'option', { name: first } )
		);
		await pickOption( input, second );
		// Picking an id again leaves the selection as it is.
		await pickOption( input, first );
		expect(
			within( editorRow ).getAllByRole( 'button', {
				name: `Remove ${ first }`,
			} )
		).toHaveLength( 1 );
		const saved = await saveAndGetTree();
		expect( saved.groups[ 0 ].conditions[ 0 ].value ).toBe( '["12","15"]' );
	} );

	it( 'restores the titles of stored ids from batch_object_titles, once', async () => {
		objects.titles.mockResolvedValue( {
			[ `${ objectType }-12` ]: first,
			[ `${ objectType }-15` ]: second,
		} );
		const { row: editorRow } = renderEditorWith( {
			...row,
			operator: 'includes_any',
			value: '["12","15","99"]',
		} );
		expect(
			await within( editorRow ).findByRole( 'button', {
				name: `Remove ${ first }`,
			} )
		).toBeVisible();
		expect(
			within( editorRow ).getByRole( 'button', {
				name: `Remove ${ second }`,
			} )
		).toBeVisible();
		// An id the server no longer knows shows as 'ID: n'.
		expect(
			within( editorRow ).getByRole( 'button', { name: 'Remove ID: 99' } )
		).toBeVisible();
		expect( objects.titles ).toHaveBeenCalledTimes( 1 );
		expect( objects.titles ).toHaveBeenCalledWith( [
			{ type: objectType, id: 12 },
			{ type: objectType, id: 15 },
			{ type: objectType, id: 99 },
		] );

		// Removing one keeps the others' titles without asking again.
		await userEvent.click(
			within( editorRow ).getByRole( 'button', {
				name: `Remove ${ first }`,
			} )
		);
		expect(
			within( editorRow ).getByRole( 'button', {
				name: `Remove ${ second }`,
			} )
		).toBeVisible();
	} );

	it( "restores a single stored id's title in the input", async () => {
		objects.titles.mockResolvedValue( {
			[ `${ objectType }-15` ]: second,
		} );
		const { row: editorRow } = renderEditorWith( {
			...row,
			operator: 'is',
			value: '15',
		} );
		const input = await within( editorRow ).findByRole( 'combobox', {
			name: 'Value',
		} );
		await waitFor( () => expect( input ).toHaveValue( second ) );
		expect( objects.titles ).toHaveBeenCalledWith( [
			{ type: objectType, id: 15 },
		] );
	} );
} );

describe( "the 'All …' default when the rule changes", () => {
	it( 'selects All for child_of after choosing the rule with no value', async () => {
		const { row } = renderEditorWith( {
			type: 'location',
			rule: 'general:front_page',
			operator: 'is',
			value: '',
		} );
		await within( row ).findByRole( 'option', { name: 'Child Of' } );
		await userEvent.selectOptions(
			within( row ).getByRole( 'combobox', { name: 'Rule' } ),
			'child_of'
		);
		expect(
			await within( row ).findByRole( 'combobox', { name: 'Value' } )
		).toHaveValue( 'All Parents' );
	} );
} );

describe( 'visitor-history overlay value', () => {
	function Harness( { initial }: { initial: string } ) {
		const [ value, setValue ] = useState( initial );
		return (
			<>
				<OverlayHistoryValue value={ value } onChange={ setValue } />
				<output>{ value }</output>
			</>
		);
	}

	it( 'picks an overlay, a number of times and a window of days, stored as overlay|times|days', async () => {
		api.overlays.mockResolvedValue( [
			{ value: '12', label: 'Newsletter' },
			{ value: '15', label: 'Sale' },
		] );
		renderWithClient( <Harness initial="" /> );
		const overlay = screen.getByLabelText( 'Overlay' );
		await waitFor( () =>
			expect(
				within( overlay ).getByRole( 'option', { name: 'Sale' } )
			).toBeInTheDocument()
		);
		fireEvent.change( overlay, { target: { value: '15' } } );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '15|1|0' );
		fireEvent.change( screen.getByLabelText( 'Times' ), {
			target: { value: '3' },
		} );
		fireEvent.change( screen.getByLabelText( 'Within the last days' ), {
			target: { value: '7' },
		} );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( '15|3|7' );
	} );

	it( 'keeps the chosen overlay and offers any overlay when the panels cannot be listed', async () => {
		api.overlays.mockRejectedValue(
			new Error( 'Sorry, you are not allowed' )
		);
		renderWithClient( <Harness initial="40|2|30" /> );
		expect(
			await screen.findByText(
				'The overlay panels could not be listed: you may choose any overlay.'
			)
		).toBeInTheDocument();
		const overlay = screen.getByLabelText( 'Overlay' );
		expect( overlay ).toHaveValue( '40' );
		expect(
			within( overlay ).getByRole( 'option', { name: 'Overlay #40' } )
		).toBeInTheDocument();
		fireEvent.change( overlay, { target: { value: 'any' } } );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent( 'any|2|30' );
	} );
} );
