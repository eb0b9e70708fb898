/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { NO_FILTERS } from '../lib/list-filters';
import { ConditionsApp } from '../views/conditions-app';
import { answerLookups, api, condition, renderWithClient } from './fake-api';

jest.mock( '../api' );
jest.mock( '../../pickers/objects/api' );

const members = condition( {
	id: 7,
	title: 'Members',
	gblocks_condition_cat: [ 3 ],
	gbConditions: {
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
					{
						type: 'device',
						rule: 'mobile',
						operator: 'is',
						value: '',
					},
				],
			},
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
	},
} );
const draft = condition( {
	id: 8,
	title: 'Sale',
	status: 'draft',
	gblocks_condition_cat: [ 99 ],
	gbConditions: { logic: 'OR', groups: [] },
} );
const plain = condition( {
	id: 9,
	title: 'Phones',
	gblocks_condition_cat: [],
} );

beforeEach( () => {
	jest.resetAllMocks();
	answerLookups();
	window.history.replaceState(
		null,
		'',
		'/wp-admin/admin.php?page=generateblocks-conditions'
	);
	api.list.mockResolvedValue( {
		conditions: [ members, draft, plain ],
		total: 3,
		pages: 1,
	} );
} );

async function rowOf( title: string ) {
	const link = await screen.findByRole( 'link', { name: title } );
	return link.closest( 'tr' ) as HTMLElement;
}

async function openMenu( title: string ) {
	await userEvent.click(
		screen.getByRole( 'button', { name: `Actions for “${ title }”` } )
	);
}

describe( 'Conditions list', () => {
	it( 'shows names, drafts, categories and condition counts', async () => {
		renderWithClient( <ConditionsApp /> );

		const first = await rowOf( 'Members' );
		expect( within( first ).getByText( 'Promotions' ) ).toBeVisible();
		expect(
			within( first ).getByRole( 'button', { name: /3 conditions/ } )
		).toBeVisible();
		expect(
			screen.getByRole( 'link', { name: 'Members' } )
		).toHaveAttribute(
			'href',
			'/wp-admin/admin.php?page=generateblocks-conditions&edit=7'
		);

		const second = await rowOf( 'Sale' );
		expect( within( second ).getByText( '(draft)' ) ).toBeVisible();
		expect( within( second ).getByText( 'ID: 99' ) ).toBeVisible();
		expect(
			within( second ).getByRole( 'button', { name: /No conditions/ } )
		).toBeVisible();

		expect(
			within( await rowOf( 'Phones' ) ).getByText( 'Uncategorized' )
		).toBeVisible();
		expect(
			screen.queryByRole( 'navigation', { name: 'Pagination' } )
		).toBeNull();
		expect( api.list ).toHaveBeenCalledWith( 1, 20, NO_FILTERS );
	} );

	it( 'shows the empty text', async () => {
		api.list.mockResolvedValue( { conditions: [], total: 0, pages: 0 } );
		renderWithClient( <ConditionsApp /> );
		expect(
			await screen.findByText( 'No conditions found.' )
		).toBeVisible();
		expect(
			screen.getByText(
				'Create your first condition to control when this content should appear.'
			)
		).toBeVisible();
	} );

	it( 'paginates only with more than one page, keeping the page in the address with replace', async () => {
		api.list.mockResolvedValue( {
			conditions: [ members ],
			total: 21,
			pages: 2,
		} );
		const pushes = jest.spyOn( window.history, 'pushState' );
		renderWithClient( <ConditionsApp /> );
		const nav = await screen.findByRole( 'navigation', {
			name: 'Pagination',
		} );
		expect( within( nav ).getByText( 'Page 1 of 2' ) ).toBeVisible();

		await userEvent.click(
			within( nav ).getByRole( 'button', { name: 'Next' } )
		);

		await waitFor( () =>
			expect( api.list ).toHaveBeenCalledWith( 2, 20, NO_FILTERS )
		);
		expect( window.location.search ).toBe(
			'?page=generateblocks-conditions&conditionPage=2'
		);
		expect( pushes ).not.toHaveBeenCalled();
		pushes.mockRestore();
	} );

	it( 'opens the editor from the name by pushing history, and back re-syncs to the list', async () => {
		api.get.mockResolvedValue( members );
		renderWithClient( <ConditionsApp /> );
		await userEvent.click(
			await screen.findByRole( 'link', { name: 'Members' } )
		);

		expect( window.location.search ).toBe(
			'?page=generateblocks-conditions&edit=7'
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Edit Condition' } )
		).toBeVisible();
		expect(
			await screen.findByRole( 'textbox', { name: 'Name' } )
		).toHaveValue( 'Members' );

		window.history.back();
		expect(
			await screen.findByRole( 'heading', { name: 'Conditions' } )
		).toBeVisible();
	} );

	it( 'sets a published condition as draft by sending only the status', async () => {
		api.updateStatus.mockResolvedValue( { ...members, status: 'draft' } );
		renderWithClient( <ConditionsApp /> );
		await rowOf( 'Members' );
		await openMenu( 'Members' );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Set as Draft' } )
		);
		await waitFor( () =>
			expect( api.updateStatus ).toHaveBeenCalledWith( 7, 'draft' )
		);
		// The list is refreshed.
		await waitFor( () => expect( api.list ).toHaveBeenCalledTimes( 2 ) );
	} );

	it( 'offers Publish for a draft', async () => {
		renderWithClient( <ConditionsApp /> );
		await rowOf( 'Sale' );
		await openMenu( 'Sale' );
		const items = screen
			.getAllByRole( 'menuitem' )
			.map( ( item ) => item.textContent );
		expect( items ).toEqual( [
			'Edit Condition',
			'Check Usage',
			'Duplicate',
			'Publish',
			'Delete Condition',
		] );
	} );

	it( 'deletes after confirmation and gives focus back to the row menu when cancelled', async () => {
		api.remove.mockResolvedValue( { deleted: true, id: 7 } );
		api.usage.mockResolvedValue( { total: 0, usage: {} } );
		renderWithClient( <ConditionsApp /> );
		await rowOf( 'Members' );

		await openMenu( 'Members' );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Delete Condition' } )
		);
		expect(
			screen.getByText(
				'This will permanently delete this condition. You cannot undo this action.'
			)
		).toBeVisible();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Cancel' } )
		);
		expect( api.remove ).not.toHaveBeenCalled();
		await waitFor( () =>
			expect(
				screen.getByRole( 'button', { name: 'Actions for “Members”' } )
			).toHaveFocus()
		);

		await openMenu( 'Members' );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Delete Condition' } )
		);
		const ok = screen.getByRole( 'button', { name: 'Delete' } );
		// Delete waits for the usage check (see delete-warning.test.tsx).
		await waitFor( () =>
			expect( ok ).not.toHaveAttribute( 'aria-disabled', 'true' )
		);
		await userEvent.click( ok );
		await waitFor( () => expect( api.remove ).toHaveBeenCalledWith( 7 ) );
	} );

	it( 'duplicates on the server (a draft copy), then opens it', async () => {
		api.duplicate.mockResolvedValue( {
			...members,
			id: 30,
			title: 'Members (Copy)',
			status: 'draft',
		} );
		renderWithClient( <ConditionsApp /> );
		await rowOf( 'Members' );
		await openMenu( 'Members' );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Duplicate' } )
		);

		await waitFor( () =>
			expect( api.duplicate ).toHaveBeenCalledWith( members.id )
		);
		expect( api.create ).not.toHaveBeenCalled();
		await waitFor( () =>
			expect( window.location.search ).toContain( 'edit=30' )
		);
		expect(
			await screen.findByRole( 'textbox', { name: 'Name' } )
		).toHaveValue( 'Members (Copy)' );
	} );

	it( 'shows the details of a condition from its count, and the empty text for one without rules', async () => {
		renderWithClient( <ConditionsApp /> );
		const row = await rowOf( 'Sale' );
		await userEvent.click(
			within( row ).getByRole( 'button', { name: /No conditions/ } )
		);
		const dialog = screen.getByRole( 'dialog', { name: 'Sale' } );
		expect(
			within( dialog ).getByText(
				'This condition has no rules configured.'
			)
		).toBeVisible();
		await userEvent.keyboard( '{Escape}' );

		await userEvent.click(
			within( await rowOf( 'Members' ) ).getByRole( 'button', {
				name: /3 conditions/,
			} )
		);
		const details = screen.getByRole( 'dialog', { name: 'Members' } );
		expect(
			within( details ).getByRole( 'heading', { name: 'Group 2 (AND)' } )
		).toBeVisible();
		expect(
			await within( details ).findAllByText( 'Device' )
		).toHaveLength( 3 );
	} );

	it( 'shows where a condition is used, and the unused texts', async () => {
		api.usage.mockResolvedValueOnce( {
			total: 1,
			usage: {
				overlays: { label: 'Overlay Panels', total: 0, items: [] },
				blocks: {
					label: 'Blocks',
					total: 1,
					items: [
						{
							id: 5,
							type: 'page',
							title: 'About',
							status: 'publish',
							type_label: 'Page',
							usage_type: 'block_attributes',
							edit_url: '/wp-admin/post.php?post=5&action=edit',
							view_url: '/about/',
						},
					],
				},
			},
		} );
		renderWithClient( <ConditionsApp /> );
		await rowOf( 'Members' );
		await openMenu( 'Members' );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Check Usage' } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Usage: Members',
		} );
		expect(
			await within( dialog ).findByRole( 'heading', {
				name: 'Blocks (1)',
			} )
		).toBeVisible();
		expect(
			within( dialog ).queryByRole( 'heading', {
				name: /Overlay Panels/,
			} )
		).toBeNull();
		expect(
			within( dialog ).getByRole( 'link', { name: /Edit About/ } )
		).toHaveAttribute( 'href', '/wp-admin/post.php?post=5&action=edit' );
		expect(
			within( dialog ).getByRole( 'link', { name: /View About/ } )
		).toHaveAttribute( 'href', '/about/' );
		await userEvent.keyboard( '{Escape}' );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).toBeNull()
		);

		api.usage.mockResolvedValueOnce( { total: 0, usage: {} } );
		await openMenu( 'Phones' );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Check Usage' } )
		);
		expect(
			await screen.findByText(
				'This condition is not currently being used anywhere on your site.'
			)
		).toBeVisible();
		expect(
			screen.getByText(
				'You can safely delete it, or keep it for future use.'
			)
		).toBeVisible();
	} );

	it( 'offers Try Again when the usage cannot be loaded', async () => {
		api.usage
			.mockRejectedValueOnce( new Error( 'offline' ) )
			.mockResolvedValueOnce( { total: 0, usage: {} } );
		renderWithClient( <ConditionsApp /> );
		await rowOf( 'Members' );
		await openMenu( 'Members' );
		await userEvent.click(
			screen.getByRole( 'menuitem', { name: 'Check Usage' } )
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Usage: Members',
		} );
		expect(
			await within( dialog ).findByText(
				'Error loading usage data. Please try again.'
			)
		).toBeVisible();
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Try Again' } )
		);
		expect(
			await within( dialog ).findByText(
				'This condition is not currently being used anywhere on your site.'
			)
		).toBeVisible();
	} );

	it( 'refreshes the list on a same-origin gb_invalidate_conditions message only', async () => {
		renderWithClient( <ConditionsApp /> );
		await rowOf( 'Members' );
		window.dispatchEvent(
			new MessageEvent( 'message', {
				data: { type: 'gb_invalidate_conditions' },
				origin: 'https://elsewhere.test',
			} )
		);
		window.dispatchEvent(
			new MessageEvent( 'message', {
				data: { type: 'gb_invalidate_conditions' },
				origin: window.location.origin,
			} )
		);
		await waitFor( () => expect( api.list ).toHaveBeenCalledTimes( 2 ) );
	} );

	it( 'in modal mode keeps the address and hands editing to the host', async () => {
		const onEditCondition = jest.fn();
		renderWithClient(
			<ConditionsApp mode="modal" onEditCondition={ onEditCondition } />
		);
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Members' } )
		);
		expect( onEditCondition ).toHaveBeenCalledWith( '7' );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Manage Categories' } )
		);
		expect(
			await screen.findByRole( 'heading', { name: 'Manage Categories' } )
		).toBeVisible();
		expect( window.location.search ).toBe(
			'?page=generateblocks-conditions'
		);
	} );
} );
