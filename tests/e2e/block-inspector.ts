/**
 * Block inspector helpers shared by the editor specs.
 */
import type { Locator, Page } from '@playwright/test';
import type { Editor } from '@wordpress/e2e-test-utils-playwright';

/**
 * Selects a block and opens its Advanced panel in the block settings.
 *
 * @param page   The page.
 * @param editor The editor fixture.
 * @param block  The block in the canvas.
 * @return The settings region.
 */
export async function openAdvanced(
	page: Page,
	editor: Editor,
	block: Locator
): Promise< Locator > {
	await editor.selectBlocks( block );
	await editor.openDocumentSettingsSidebar();
	const settings = page.getByRole( 'region', { name: 'Editor settings' } );
	const blockTab = settings.getByRole( 'tab', { name: 'Block' } );
	if ( ( await blockTab.count() ) > 0 ) {
		await blockTab.click();
	}
	const advanced = settings.getByRole( 'button', { name: 'Advanced' } );
	if ( ( await advanced.getAttribute( 'aria-expanded' ) ) === 'false' ) {
		await advanced.click();
	}
	return settings;
}
