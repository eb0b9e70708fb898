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
		// The condition is hidden and the block inverts it: the block is shown (issue 37.8).
		const result = dialog.querySelector( '.gblocks-pro-simulator__result' );
		expect( result ).toHaveTextContent( 'Shown' );
		expect( result ).toHaveClass( 'is-shown' );
		expect(
			within( dialog ).getByText(
				'The condition is hidden, and this block inverts it: the block is shown.'
			)
		).toBeInTheDocument();
	} );

	it( 'says Hidden for a block whose condition is shown but inverted, and the plain result without invert', async () => {
		api.simulate.mockResolvedValue( { result: 'shown', groups: [] } );
		const { unmount } = renderWithClient(
			<WhyDialog
				options={ { conditionId: 9, invert: true, userId: 0 } }
				onClose={ jest.fn() }
			/>
		);
		expect(
			await screen.findByText(
				'The condition is shown, and this block inverts it: the block is hidden.'
			)
		).toBeInTheDocument();
		expect(
			document.querySelector( '.gblocks-pro-simulator__result' )
		).toHaveClass( 'is-hidden' );
		unmount();

		renderWithClient(
			<WhyDialog
				options={ { conditionId: 9, invert: false, userId: 0 } }
				onClose={ jest.fn() }
			/>
		);
		expect( await screen.findByText( 'Shown' ) ).toHaveClass( 'is-shown' );
		expect(
			screen.queryByText( /and this block inverts it/ )
		).not.toBeInTheDocument();
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
