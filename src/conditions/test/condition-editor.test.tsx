/**
 * External dependencies
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { ApiError } from '../../shared/api';
import { ConditionEditor, DIRTY_EVENT } from '../components/condition-editor';
import { fromEditorTree, defaultTree } from '../lib/tree';
import {
	answerLookups,
	api,
	condition,
	objects,
	renderWithClient,
} from './fake-api';

jest.mock( '../api' );
jest.mock( '../../pickers/objects/api' );

const newSnapshot = () => ( {
	title: '',
	status: 'publish' as const,
	category: '',
	conditions: fromEditorTree( defaultTree() ),
} );

function renderEditor(
	props: Partial< Parameters< typeof ConditionEditor >[ 0 ] > = {}
) {
	const onSaved = jest.fn();
	const onCancel = jest.fn();
	const result = renderWithClient(
		<ConditionEditor
			conditionId={ null }
			initial={ newSnapshot() }
			categories={ [ { id: 3, name: 'Promotions', slug: 'promotions' } ] }
			onSaved={ onSaved }
			onCancel={ onCancel }
			{ ...props }
		/>
	);
	return { ...result, onSaved, onCancel };
}

beforeEach( () => {
	jest.resetAllMocks();
	answerLookups();
} );

describe( 'ConditionEditor', () => {
	it( 'hides the builder until a name is entered, and disables save while the name is blank', async () => {
		renderEditor();
		expect(
			screen.getByText(
				'Enter a condition name above to start building your conditions.'
			)
		).toBeVisible();
		expect(
			screen.getByRole( 'button', { name: 'Save Conditions' } )
		).toHaveAttribute( 'aria-disabled', 'true' );

		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Name' } ),
			'Members'
		);

		expect(
			screen.getByRole( 'button', { name: 'Add condition' } )
		).toBeVisible();
		expect(
			screen.getByRole( 'button', { name: 'Save Conditions' } )
		).not.toHaveAttribute( 'aria-disabled' );
	} );

	it( 'applies the type defaults and switches to an allowed operator', async () => {
		renderEditor();
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Name' } ),
			'Home'
		);
		const row = screen.getByRole( 'group', {
			name: 'Condition 1 in Group 1',
		} );
		await within( row ).findByRole( 'option', { name: 'Location' } );
		await userEvent.selectOptions(
			within( row ).getByRole( 'combobox', { name: 'Condition type' } ),
			'location'
		);

		await waitFor( () =>
			expect(
				within( row ).getByRole( 'combobox', { name: 'Rule' } )
			).toHaveValue( 'general:front_page' )
		);
		expect(
			within( row ).getByRole( 'combobox', { name: 'Operator' } )
		).toHaveValue( 'is' );

		// query_arg's default operator 'exists' hides the comparison input but keeps the name.
		await userEvent.selectOptions(
			within( row ).getByRole( 'combobox', { name: 'Condition type' } ),
			'query_arg'
		);
		await waitFor( () =>
			expect(
				within( row ).getByRole( 'textbox', { name: 'Parameter name' } )
			).toBeVisible()
		);
		expect(
			within( row ).queryByRole( 'textbox', { name: 'Value to compare' } )
		).toBeNull();
		await userEvent.selectOptions(
			within( row ).getByRole( 'combobox', { name: 'Operator' } ),
			'equals'
		);
		expect(
			within( row ).getByRole( 'textbox', { name: 'Value to compare' } )
		).toBeVisible();
	} );

	it( 'lists local errors under "Please complete the following:" without calling the server', async () => {
		renderEditor( {
			conditionId: 7,
			initial: {
				...newSnapshot(),
				title: 'Broken',
				conditions: {
					logic: 'OR',
					groups: [ { logic: 'AND', conditions: [] } ],
				},
			},
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save Conditions' } )
		);
		expect(
			screen.getByText( 'Please complete the following:' )
		).toBeVisible();
		expect(
			screen.getByText( 'Group 1 has no conditions.' )
		).toBeVisible();
		expect( api.validate ).not.toHaveBeenCalled();
	} );

	it( 'tests the rules in the simulator only once a save would accept them', async () => {
		const row = {
			type: 'date_time',
			rule: 'current_date',
			operator: 'between',
			value: '',
		};
		const tree = ( value: string ) => ( {
			logic: 'OR' as const,
			groups: [
				{
					logic: 'AND' as const,
					conditions: [ { ...row, value } ],
				},
			],
		} );
		const incomplete = renderEditor( {
			conditionId: 7,
			initial: {
				...newSnapshot(),
				title: 'Dates',
				conditions: tree( '' ),
			},
		} );
		expect(
			await screen.findByText( 'Complete a rule to test the condition.' )
		).toBeVisible();
		await act( () => new Promise( ( done ) => setTimeout( done, 600 ) ) );
		expect( api.simulate ).not.toHaveBeenCalled();
		incomplete.unmount();

		renderEditor( {
			conditionId: 7,
			initial: {
				...newSnapshot(),
				title: 'Dates',
				conditions: tree( '2026-12-01, 2026-12-31' ),
			},
		} );
		await waitFor( () => expect( api.simulate ).toHaveBeenCalled() );
		expect( api.simulate.mock.calls[ 0 ][ 0 ] ).toEqual( {
			conditions: tree( '2026-12-01, 2026-12-31' ),
		} );
	} );

	it( 'does not ask the simulator about a query parameter row without its name (the server refuses it)', async () => {
		const tree = ( value: string ) => ( {
			logic: 'OR' as const,
			groups: [
				{
					logic: 'AND' as const,
					conditions: [
						{
							type: 'query_arg',
							rule: 'custom',
							operator: 'exists',
							value,
						},
					],
				},
			],
		} );
		const nameless = renderEditor( {
			conditionId: 7,
			initial: {
				...newSnapshot(),
				title: 'Campaign',
				conditions: tree( '' ),
			},
		} );
		expect(
			await screen.findByText( 'Complete a rule to test the condition.' )
		).toBeVisible();
		await act( () => new Promise( ( done ) => setTimeout( done, 600 ) ) );
		expect( api.simulate ).not.toHaveBeenCalled();
		nameless.unmount();

		renderEditor( {
			conditionId: 7,
			initial: {
				...newSnapshot(),
				title: 'Campaign',
				conditions: tree( 'utm_source' ),
			},
		} );
		await waitFor( () => expect( api.simulate ).toHaveBeenCalled() );
		expect( api.simulate.mock.calls[ 0 ][ 0 ] ).toEqual( {
			conditions: tree( 'utm_source' ),
		} );
	} );

	it( 'validates on the server, then creates with the cleaned tree, and returns to the list', async () => {
		api.validate.mockResolvedValue( { valid: true } );
		api.create.mockResolvedValue(
			condition( { id: 21, title: 'Phones' } )
		);
		const { onSaved } = renderEditor();
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Name' } ),
			'Phones'
		);
		const row = screen.getByRole( 'group', {
			name: 'Condition 1 in Group 1',
		} );
		await within( row ).findByRole( 'option', { name: 'Device' } );
		await userEvent.selectOptions(
			within( row ).getByRole( 'combobox', { name: 'Condition type' } ),
			'device'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add condition' } )
		);
		await userEvent.selectOptions(
			screen.getByRole( 'combobox', { name: 'Category' } ),
			'promotions'
		);

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save Conditions' } )
		);

		await waitFor( () => expect( onSaved ).toHaveBeenCalled() );
		const tree = {
			logic: 'OR',
			groups: [
				{
					logic: 'AND',
					conditions: [
						{
							type: 'device',
							rule: 'mobile',
							operator: 'is',
							value: '',
						},
					],
				},
			],
		};
		expect( api.validate ).toHaveBeenCalledWith( tree );
		expect( api.create ).toHaveBeenCalledWith( {
			title: 'Phones',
			conditions: tree,
			category: [ 'promotions' ],
			status: 'publish',
		} );
	} );

	it( 'shows the SPEC message and the reasons when the server validation refuses', async () => {
		api.validate.mockRejectedValue(
			new ApiError( 'Invalid conditions.', {
				status: 400,
				body: {
					success: false,
					response: 'Invalid conditions.',
					errors: [ 'Unknown condition type "x".' ],
				},
			} )
		);
		renderEditor( {
			conditionId: 7,
			initial: { ...newSnapshot(), title: 'X' },
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save Conditions' } )
		);
		expect(
			await screen.findByText(
				'Condition validation failed. Please check your configuration and try again.'
			)
		).toBeVisible();
		expect(
			screen.getByText( 'Unknown condition type "x".' )
		).toBeVisible();
		expect( api.update ).not.toHaveBeenCalled();
	} );

	it( 'shows the generic save error when the update fails', async () => {
		api.validate.mockResolvedValue( { valid: true } );
		api.update.mockRejectedValue(
			new ApiError( 'Failed to update condition' )
		);
		const { onSaved, container } = renderEditor( {
			conditionId: 7,
			initial: { ...newSnapshot(), title: 'X' },
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save Conditions' } )
		);
		expect(
			await within( container ).findByText(
				'Failed to save condition. Please try again.'
			)
		).toBeVisible();
		expect( onSaved ).not.toHaveBeenCalled();
		expect(
			screen.getByRole( 'button', { name: 'Save Conditions' } )
		).not.toHaveAttribute( 'aria-disabled' );
	} );

	it( "shows 'Saving…' and disables the controls while saving", async () => {
		let finish: ( value: { valid: boolean } ) => void = () => undefined;
		api.validate.mockImplementation(
			() => new Promise( ( resolve ) => ( finish = resolve ) )
		);
		renderEditor( {
			conditionId: 7,
			initial: { ...newSnapshot(), title: 'X' },
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Save Conditions' } )
		);
		expect(
			screen.getByRole( 'button', { name: 'Saving…' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			screen.getByRole( 'textbox', { name: 'Name' } )
		).toBeDisabled();
		await act( async () => finish( { valid: false } ) );
	} );

	it( 'reports unsaved changes with a notice and a window event, and asks before cancelling', async () => {
		const events: boolean[] = [];
		const listener = ( event: Event ) =>
			events.push(
				( event as CustomEvent< { hasChanges: boolean } > ).detail
					.hasChanges
			);
		window.addEventListener( DIRTY_EVENT, listener );
		const { onCancel, container } = renderEditor( {
			conditionId: 7,
			initial: { ...newSnapshot(), title: 'Members' },
		} );
		expect(
			within( container ).queryByText( 'You have unsaved changes.' )
		).toBeNull();

		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Name' } ),
			' only'
		);
		expect(
			within( container ).getByText( 'You have unsaved changes.' )
		).toBeVisible();
		expect( events ).toContain( true );

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Cancel' } )
		);
		expect(
			screen.getByText(
				'You have unsaved changes. Are you sure you want to go back without saving?'
			)
		).toBeVisible();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Discard changes' } )
		);
		expect( onCancel ).toHaveBeenCalled();
		window.removeEventListener( DIRTY_EVENT, listener );
	} );

	it( 'shows "You have unsaved changes." in the header bar, outside the form, so the form never moves', async () => {
		const { container } = renderEditor( {
			conditionId: 7,
			initial: { ...newSnapshot(), title: 'Members' },
		} );
		const form = container.querySelector(
			'#gblocks-pro-condition-editor'
		) as HTMLElement;
		const before = form.previousElementSibling;
		await userEvent.type(
			screen.getByRole( 'textbox', { name: 'Name' } ),
			'!'
		);
		const notice = within( container )
			.getByText( 'You have unsaved changes.' )
			.closest( '.components-notice' ) as HTMLElement;
		expect( notice ).toHaveClass( 'is-info' );
		expect( form ).not.toContainElement( notice );
		expect(
			notice.closest( '.gblocks-pro-admin-page__actions' )
		).toContainElement(
			screen.getByRole( 'button', { name: 'Save Conditions' } )
		);
		// Nothing was inserted above the form.
		expect( form.previousElementSibling ).toBe( before );
	} );

	it( 'moves focus to the first control of the new row after Add condition and Add group', async () => {
		renderEditor( {
			conditionId: 7,
			initial: { ...newSnapshot(), title: 'Members' },
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add condition' } )
		);
		expect(
			within(
				screen.getByRole( 'group', { name: 'Condition 2 in Group 1' } )
			).getByRole( 'combobox', { name: 'Condition type' } )
		).toHaveFocus();

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add group' } )
		);
		expect(
			within(
				screen.getByRole( 'group', { name: 'Condition 1 in Group 2' } )
			).getByRole( 'combobox', { name: 'Condition type' } )
		).toHaveFocus();
	} );

	it( 'gives "Add condition" and "Add group" the same size', () => {
		renderEditor( {
			conditionId: 7,
			initial: { ...newSnapshot(), title: 'Members' },
		} );
		const sizeOf = ( name: string ) =>
			[ ...screen.getByRole( 'button', { name } ).classList ]
				.filter( ( item ) =>
					/^is-(compact|small|next-40px-default-size)$/.test( item )
				)
				.sort();
		expect( sizeOf( 'Add condition' ) ).toEqual( sizeOf( 'Add group' ) );
		expect( sizeOf( 'Add group' ) ).toEqual( [
			'is-next-40px-default-size',
		] );
	} );

	it( 'styles a complete row the same when it is reopened as after it was built', async () => {
		const reopened = {
			logic: 'OR' as const,
			groups: [
				{
					logic: 'AND' as const,
					conditions: [
						{
							type: 'location',
							rule: 'general:front_page',
							operator: 'is',
							value: '',
						},
					],
				},
			],
		};
		renderEditor( {
			conditionId: 7,
			initial: {
				...newSnapshot(),
				title: 'Home',
				conditions: reopened,
			},
		} );
		const row = screen.getByRole( 'group', {
			name: 'Condition 1 in Group 1',
		} );
		await waitFor( () => expect( row ).toHaveClass( 'is-complete' ) );

		// A row built now: complete once chosen, with the same class.
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add condition' } )
		);
		const built = screen.getByRole( 'group', {
			name: 'Condition 2 in Group 1',
		} );
		expect( built ).not.toHaveClass( 'is-complete' );
		await within( built ).findByRole( 'option', { name: 'Location' } );
		await userEvent.selectOptions(
			within( built ).getByRole( 'combobox', {
				name: 'Condition type',
			} ),
			'location'
		);
		await waitFor( () => expect( built ).toHaveClass( 'is-complete' ) );
		expect( built.className ).toBe( row.className );
	} );

	it( 'cancels without asking when nothing changed', async () => {
		const { onCancel } = renderEditor( {
			conditionId: 7,
			initial: { ...newSnapshot(), title: 'Members' },
		} );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Cancel' } )
		);
		expect( onCancel ).toHaveBeenCalled();
	} );

	it( "offers 'Add first condition' when every group was removed, and removes groups only when there are two", async () => {
		renderEditor( {
			conditionId: 7,
			initial: { ...newSnapshot(), title: 'Members' },
		} );
		expect(
			screen.queryByRole( 'button', { name: 'Remove Group 1' } )
		).toBeNull();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add group' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Remove Group 2' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', {
				name: 'Remove Condition 1 in Group 1',
			} )
		);
		expect( screen.getByText( 'No conditions set' ) ).toBeVisible();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Add first condition' } )
		);
		expect(
			screen.getByRole( 'group', { name: 'Condition 1 in Group 1' } )
		).toBeVisible();
	} );

	it( 'imports JSON, reports errors, and exports with a Copied! label', async () => {
		const { container } = renderEditor( {
			conditionId: 7,
			initial: { ...newSnapshot(), title: 'Members' },
		} );
		const inEditor = within( container );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Import Conditions' } )
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Import' } )
		);
		expect(
			inEditor.getByText( 'Please enter conditions to import.' )
		).toBeVisible();

		const box = screen.getByRole( 'textbox', {
			name: 'Conditions to import (JSON)',
		} );
		await userEvent.click( box );
		await userEvent.paste( '{"logic":"OR"}' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Import' } )
		);
		expect(
			inEditor.getByText(
				'Import failed: Invalid format: missing groups array'
			)
		).toBeVisible();

		await userEvent.clear( box );
		await userEvent.paste(
			'{"logic":"AND","groups":[{"logic":"OR","conditions":[{"type":"device","rule":"mobile","operator":"is","value":""}]},{"logic":"AND","conditions":[{"type":"device","rule":"mobile","operator":"is","value":""}]}]}'
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Import' } )
		);
		expect(
			inEditor.getByText( 'Conditions imported successfully!' )
		).toBeVisible();
		expect(
			screen.getByRole( 'group', { name: 'Condition 1 in Group 2' } )
		).toBeVisible();
		// The imported rules are complete: the simulator tests them once its debounce has passed. Let it
		// answer here, or on a loaded machine its update lands between two later steps, outside act().
		await waitFor( () => expect( api.simulate ).toHaveBeenCalled() );
		await waitFor( () =>
			expect( inEditor.queryByText( 'Testing…' ) ).toBeNull()
		);

		await userEvent.click(
			screen.getByRole( 'button', { name: 'Export Conditions' } )
		);
		const exported = screen.getByRole( 'textbox', {
			name: 'Exported conditions (JSON)',
		} ) as HTMLTextAreaElement;
		expect( JSON.parse( exported.value ).logic ).toBe( 'AND' );
		// userEvent.setup() gives the page a clipboard, which jsdom lacks.
		const user = userEvent.setup();
		await user.click( screen.getByRole( 'button', { name: 'Copy' } ) );
		expect(
			await screen.findByRole( 'button', { name: 'Copied!' } )
		).toBeVisible();
		expect( await window.navigator.clipboard.readText() ).toBe(
			exported.value
		);
	} );

	it( "picks objects: the 'All …' default, search by id, titles, no duplicates", async () => {
		objects.search.mockResolvedValue( [ { id: 42, title: 'About' } ] );
		renderEditor( {
			conditionId: 7,
			initial: { ...newSnapshot(), title: 'Pages' },
		} );
		const row = screen.getByRole( 'group', {
			name: 'Condition 1 in Group 1',
		} );
		await within( row ).findByRole( 'option', { name: 'Location' } );
		await userEvent.selectOptions(
			within( row ).getByRole( 'combobox', { name: 'Condition type' } ),
			'location'
		);
		await within( row ).findByRole( 'option', { name: 'Pages' } );
		await userEvent.selectOptions(
			within( row ).getByRole( 'combobox', { name: 'Rule' } ),
			'post:page'
		);
		expect(
			await within( row ).findByRole( 'combobox', { name: 'Value' } )
		).toHaveValue( 'All Pages' );

		await waitFor( () =>
			expect(
				within( row ).getByRole( 'option', { name: 'includes any of' } )
			).toBeInTheDocument()
		);
		await userEvent.selectOptions(
			within( row ).getByRole( 'combobox', { name: 'Operator' } ),
			'includes_any'
		);
		const values = within( row ).getByRole( 'combobox', {
			name: 'Values',
		} );
		await userEvent.type( values, '42' );
		await waitFor( () =>
			expect( objects.search ).toHaveBeenCalledWith(
				{ route: '/search_posts', scope: { post_type: 'page' } },
				'42'
			)
		);
		await userEvent.click(
			await within( row ).findByRole( 'option', { name: 'About' } )
		);
		expect(
			within( row ).getByRole( 'button', { name: 'Remove About' } )
		).toBeVisible();

		await userEvent.type( values, '42' );
		await userEvent.click(
			await within( row ).findByRole( 'option', { name: 'About' } )
		);
		expect(
			within( row ).getAllByRole( 'button', { name: 'Remove About' } )
		).toHaveLength( 1 );
	} );
} );
