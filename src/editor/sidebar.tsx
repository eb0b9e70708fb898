/**
 * The "GBlocks Pro" PluginSidebar: one PanelBody per registered section the user may see, by order.
 */

/**
 * WordPress dependencies
 */
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { Path, SVG } from '@wordpress/primitives';

/**
 * Internal dependencies
 */
import { can } from './data';
import type { SidebarComponents } from './plugin-components';
import type { SidebarSectionDefinition } from './registry';
import { sidebarSections } from './registry';

export const SIDEBAR_NAME = 'gblocks-pro-sidebar';

export const sidebarIcon = (
	<SVG xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">
		<Path d="M4 4h7v7H4V4zm9 0h7v7h-7V4zM4 13h7v7H4v-7zm11.5 0h1.5v3h3v1.5h-3v3h-1.5v-3h-3V16h3v-3z" />
	</SVG>
);

/** The sections the current user may see, by order. */
export function visibleSections(): SidebarSectionDefinition[] {
	return sidebarSections().filter(
		( section ) => ! section.capability || can( section.capability )
	);
}

/**
 * @param props            Props.
 * @param props.components The slot-fill components of this WordPress.
 * @param props.sections   The sections to show.
 */
export function GBlocksProSidebar( {
	components,
	sections,
}: {
	components: SidebarComponents;
	sections: SidebarSectionDefinition[];
} ) {
	const { PluginSidebar, PluginSidebarMoreMenuItem } = components;
	const title = __( 'GBlocks Pro', 'gblocks-pro' );
	return (
		<>
			{ PluginSidebarMoreMenuItem && (
				<PluginSidebarMoreMenuItem
					target={ SIDEBAR_NAME }
					icon={ sidebarIcon }
				>
					{ title }
				</PluginSidebarMoreMenuItem>
			) }
			<PluginSidebar
				name={ SIDEBAR_NAME }
				title={ title }
				icon={ sidebarIcon }
				className="gblocks-pro-sidebar"
			>
				{ sections.map(
					( { name, title: sectionTitle, Component } ) => (
						<PanelBody
							key={ name }
							title={ sectionTitle }
							className={ `gblocks-pro-sidebar__section is-${ name }` }
						>
							<Component />
						</PanelBody>
					)
				) }
			</PluginSidebar>
		</>
	);
}
