/**
 * The Overlay Panels dashboard on the editor shell: registered as 'overlays', opened by the sidebar
 * section 'Manage Overlay Panels' (for users who manage overlays), and, in the modal's own frame, no
 * section (no modal in the modal) but the reporter of the embedded editor.
 */

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
	rootEffects,
	sidebarSections,
} from '../../../editor';
import { openedDashboard } from '../../../editor/dashboards';
import { EmbeddedOverlayReporter, saveTracker } from '../embedded';
import {
	OVERLAYS_DASHBOARD,
	OverlaysModal,
	OverlaysSidebarSection,
	registerOverlaysDashboard,
} from '../dashboard';

const DATA = {
	isOverlay: false,
	isEmbedded: false,
	isOverlayContext: false,
};

/** The embedded reporter, a root effect of the shell (it was a plugin of its own). */
function embeddedReporter() {
	return rootEffects().find(
		( effect ) => effect.name === 'gblocks-pro-embedded-overlay'
	);
}

afterEach( () => {
	resetRegistries();
	closeDashboard();
} );

it( 'registers the overlays dashboard and the Overlay Panels section for overlay managers', () => {
	registerOverlaysDashboard( DATA );

	expect( dashboard( OVERLAYS_DASHBOARD )?.Component ).toBe( OverlaysModal );
	const section = sidebarSections().find(
		( item ) => item.name === 'overlays'
	);
	expect( section ).toMatchObject( {
		title: 'Overlay Panels',
		capability: 'manage_gblocks_overlays',
	} );
	expect( embeddedReporter() ).toBeUndefined();
} );

it( 'Manage Overlay Panels opens the overlays dashboard on its list', async () => {
	render( <OverlaysSidebarSection /> );
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Manage Overlay Panels' } )
	);
	expect( openedDashboard() ).toMatchObject( {
		name: 'overlays',
		options: {},
	} );
} );

it( 'in the modal’s frame there is no Overlay Panels section, and the embedded reporter runs', () => {
	registerOverlaysDashboard( { ...DATA, isOverlay: true, isEmbedded: true } );

	expect(
		sidebarSections().find( ( item ) => item.name === 'overlays' )
	).toBeUndefined();
	expect( embeddedReporter()?.Component ).toBe( EmbeddedOverlayReporter );
} );

describe( 'saveTracker', () => {
	it( 'says once when a save the user made succeeded, never for an autosave or a failure', () => {
		const track = saveTracker();
		const idle = { isSaving: false, isAutosaving: false, didSucceed: true };
		expect( track( idle ) ).toBe( false );

		// A manual save: running, then done.
		expect( track( { ...idle, isSaving: true } ) ).toBe( false );
		expect( track( idle ) ).toBe( true );
		expect( track( idle ) ).toBe( false );

		// An autosave.
		expect(
			track( { isSaving: true, isAutosaving: true, didSucceed: true } )
		).toBe( false );
		expect( track( idle ) ).toBe( false );

		// A failed save.
		expect( track( { ...idle, isSaving: true } ) ).toBe( false );
		expect( track( { ...idle, didSucceed: false } ) ).toBe( false );
	} );
} );
