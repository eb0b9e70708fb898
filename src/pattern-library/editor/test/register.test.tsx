/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	closeDashboard,
	dashboard,
	resetRegistries,
	sidebarSections,
} from '../../../editor';
import { openedDashboard } from '../../../editor/dashboards';
import { registerPatternLibraryEditor } from '..';

beforeEach( () => {
	resetRegistries();
	closeDashboard();
} );

describe( 'registerPatternLibraryEditor', () => {
	it( 'adds the Pattern Library section for users who edit posts, and its button opens the pattern-library dashboard', async () => {
		registerPatternLibraryEditor();
		const section = sidebarSections().find(
			( item ) => item.name === 'pattern-library'
		);
		expect( section ).toMatchObject( {
			title: 'Pattern Library',
			capability: 'edit_posts',
		} );
		expect( dashboard( 'pattern-library' ) ).toBeDefined();
		const { Component } = section!;
		render( <Component /> );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Open Pattern Library' } )
		);
		expect( openedDashboard() ).toMatchObject( {
			name: 'pattern-library',
		} );
	} );
} );
