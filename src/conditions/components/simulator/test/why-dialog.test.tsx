/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { answerLookups, api, renderWithClient } from '../../../test/fake-api';
import { WhyDialog, whyOptions } from '../why-dialog';

jest.mock( '../../../api' );
jest.mock( '../../../../pickers/objects/api' );

beforeEach( () => {
	jest.resetAllMocks();
	answerLookups();
} );

describe( 'WhyDialog', () => {
	it( "runs the block's condition for this post, the editor's device preview and the user", async () => {
		api.simulate.mockResolvedValue( {
			result: 'hidden',
			groups: [
				{
					result: false,
					rules: [
						{
							type: 'device',
							rule: 'mobile',
							operator: 'is',
							value: '',
							result: false,
							decided_in: 'visitor',
							reason: 'Visitor is on tablet (iOS), rule wants mobile.',
						},
					],
				},
			],
		} );
		renderWithClient(
			<WhyDialog
				options={ {
					conditionId: 9,
					invert: true,
					postId: 31,
					device: 'Tablet',
					userId: 7,
				} }
				onClose={ jest.fn() }
			/>
		);
		expect(
			screen.getByRole( 'dialog', {
				name: 'Why is this block shown or hidden?',
			} )
		).toBeInTheDocument();
		const dialog = screen.getByRole( 'dialog' );
		expect(
			within( dialog ).getByText( /This block inverts its condition/ )
		).toBeInTheDocument();
		expect(
			await screen.findByText(
				'Visitor is on tablet (iOS), rule wants mobile.'
			)
		).toBeInTheDocument();
		expect( api.simulate ).toHaveBeenCalledWith(
			{ id: 9 },
			{ device: 'tablet', user: 7, post: 31 }
		);
		// The defaults stay editable.
		expect(
			screen.getByRole( 'combobox', { name: 'Device' } )
		).toHaveValue( 'tablet' );
	} );

	it( 'checks its options', () => {
		expect( whyOptions( {} ) ).toBeNull();
		expect( whyOptions( { conditionId: '4', device: 'Mobile' } ) ).toEqual(
			{
				conditionId: 4,
				invert: false,
				postId: null,
				device: 'mobile',
			}
		);
	} );
} );
