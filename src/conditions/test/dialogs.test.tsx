/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { DetailsModal } from '../components/details-modal';
import { ImportExport } from '../components/import-export';
import { DeleteConditionDialog, UsageModal } from '../components/usage-modal';
import { UnsavedChangesDialog } from '../../shared/components/unsaved-changes-dialog';
import { answerLookups, api, condition, renderWithClient } from './fake-api';

jest.mock( '../api' );
jest.mock( '../../pickers/objects/api' );

beforeEach( () => {
	jest.resetAllMocks();
	answerLookups();
} );

describe( 'Details modal', () => {
	it( 'reads each row as a sentence, with group headings one level under the title', async () => {
		const fallback = api.metadata.getMockImplementation();
		api.metadata.mockImplementation( async ( type, rule ) =>
			type === 'device'
				? {
						needs_value: false,
						value_type: 'none',
						supports_multi: false,
					}
				: ( fallback as NonNullable< typeof fallback > )( type, rule )
		);
		renderWithClient(
			<DetailsModal
				condition={ condition( {
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
										type: 'query_arg',
										rule: 'custom',
										operator: 'equals',
										value: 'utm_source|newsletter',
									},
								],
							},
						],
					},
				} ) }
				onClose={ () => undefined }
			/>
		);
		const dialog = await screen.findByRole( 'dialog', { name: 'Members' } );
		const items = await within( dialog ).findAllByRole( 'listitem' );
		await screen.findByText( 'Mobile' );
		await screen.findByText( 'utm_source: newsletter' );
		expect( items[ 0 ] ).toHaveTextContent( /^Device is Mobile$/ );
		expect( items[ 1 ] ).toHaveTextContent(
			/^Query Parameter: Custom equals utm_source: newsletter$/
		);
		const heading = within( dialog ).getByRole( 'heading', {
			name: 'Group 1 (AND)',
		} );
		expect( heading.tagName ).toBe( 'H2' );
	} );
} );

describe( 'Usage modal', () => {
	it( 'says its links open a new tab, with an SVG icon and no arrow character', async () => {
		api.usage.mockResolvedValue( {
			total: 1,
			usage: {
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
							view_url: '',
						},
					],
				},
			},
		} );
		renderWithClient(
			<UsageModal
				condition={ { id: 7, title: 'Members' } }
				onClose={ () => undefined }
			/>
		);
		const dialog = await screen.findByRole( 'dialog', {
			name: 'Usage: Members',
		} );
		const link = await within( dialog ).findByRole( 'link', {
			name: 'Edit About (opens in a new tab)',
		} );
		expect( link ).toHaveAttribute( 'target', '_blank' );
		expect( link.querySelector( 'svg' ) ).not.toBeNull();
		expect( dialog.textContent ).not.toContain( '↗' );
		expect(
			within( dialog ).getByRole( 'heading', { name: 'Blocks (1)' } )
				.tagName
		).toBe( 'H2' );
	} );
} );

describe( 'Confirmations', () => {
	it( 'names the condition being deleted', async () => {
		api.usage.mockResolvedValue( { total: 0, usage: {} } );
		renderWithClient(
			<DeleteConditionDialog
				condition={ { id: 7, title: 'Members' } }
				onCancel={ () => undefined }
				onConfirm={ () => undefined }
			/>
		);
		const dialog = screen.getByRole( 'alertdialog', {
			name: 'Delete Condition',
		} );
		expect( dialog ).toHaveAccessibleDescription(
			'Condition: Members This will permanently delete this condition. You cannot undo this action.'
		);
	} );

	it( 'asks about unsaved changes with Discard changes and Keep editing', async () => {
		const onStay = jest.fn();
		const onLeave = jest.fn();
		render(
			<UnsavedChangesDialog onStay={ onStay } onLeave={ onLeave } />
		);
		const dialog = screen.getByRole( 'alertdialog', {
			name: 'Unsaved changes',
		} );
		expect( dialog ).toHaveAccessibleDescription(
			'You have unsaved changes. Are you sure you want to go back without saving?'
		);
		expect(
			within( dialog ).queryByRole( 'button', { name: 'OK' } )
		).toBeNull();
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Keep editing' } )
		);
		expect( onStay ).toHaveBeenCalledTimes( 1 );
		await userEvent.click(
			within( dialog ).getByRole( 'button', { name: 'Discard changes' } )
		);
		expect( onLeave ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'Import and export', () => {
	it( 'brings the opened text area into view and focuses it', async () => {
		const scrolled = jest.fn();
		window.HTMLElement.prototype.scrollIntoView = scrolled;
		render(
			<ImportExport
				tree={ condition().gbConditions }
				onImport={ () => undefined }
			/>
		);
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Export Conditions' } )
		);
		expect(
			screen.getByRole( 'textbox', {
				name: 'Exported conditions (JSON)',
			} )
		).toHaveFocus();
		expect( scrolled ).toHaveBeenCalledTimes( 1 );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Import Conditions' } )
		);
		expect(
			screen.getByRole( 'textbox', {
				name: 'Conditions to import (JSON)',
			} )
		).toHaveFocus();
		expect( scrolled ).toHaveBeenCalledTimes( 2 );
	} );
} );
