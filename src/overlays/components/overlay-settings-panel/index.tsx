/**
 * External dependencies
 */
import { useQueryClient } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { CAPABILITIES, can, editorData } from '../../../editor';
import type { OpenConditions } from '../../../pickers/components/condition-select';
import { AnimationCard } from './cards/animation-card';
import { BackdropCard } from './cards/backdrop-card';
import { BehaviourCard } from './cards/behaviour-card';
import { DisplayCard } from './cards/display-card';
import { FrequencyCard } from './cards/frequency-card';
import { GoalCard } from './cards/goal-card';
import { PositionCard } from './cards/position-card';
import { TypeTriggerCard } from './cards/type-trigger-card';
import { documentSettingPanel } from './document-setting-panel';
import { AUTOMATIC } from './fields';
import { hasGoalError } from './goal';
import { useGoalSaveLock } from './use-goal-save-lock';
import { usePanelData } from './use-panel-data';
import { useOpenByDefault } from './use-open-by-default';
import './style.scss';

/** The panel's name within the plugin: its preference key is `{plugin}/{name}`. */
export const PANEL_NAME = 'gblocks-pro-overlay-settings';

/**
 * The "Overlay Settings" panel of the gblocks_overlay editor: every overlay setting, saved as post meta,
 * in cards (Type & trigger, Display, Position, Backdrop, Animation, Behaviour, Frequency for an overlay
 * that opens by itself, Goal), each field's label,
 * limits and default from settingField() (./fields.ts). Open the first time a user sees it.
 *
 * @param props                Props.
 * @param props.openConditions Opens the conditions dashboard (users who manage conditions).
 */
export function OverlaySettingsPanel( {
	openConditions,
}: {
	openConditions?: OpenConditions;
} ) {
	const { meta, set, postId, palette, type, trigger, isStandard } =
		usePanelData();
	useOpenByDefault( PANEL_NAME );
	useGoalSaveLock( hasGoalError( meta ) );
	// The panel's content renders in the sidebar's slot, outside this component's React tree: the
	// condition select gets the QueryClient passed in again.
	const queryClient = useQueryClient();

	// wp.editor's, read at run time.
	const PluginDocumentSettingPanel = documentSettingPanel();
	if ( ! PluginDocumentSettingPanel ) {
		return null;
	}

	const card = { meta, set };
	return (
		<PluginDocumentSettingPanel
			name={ PANEL_NAME }
			title={ __( 'Overlay Settings', 'gblocks-pro' ) }
		>
			<div className="gblocks-pro-overlay-settings">
				<TypeTriggerCard
					{ ...card }
					type={ type }
					trigger={ trigger }
					isStandard={ isStandard }
					postId={ postId }
				/>
				<DisplayCard
					{ ...card }
					openConditions={ openConditions }
					queryClient={ queryClient }
				/>
				<PositionCard { ...card } isStandard={ isStandard } />
				{ isStandard && (
					<BackdropCard { ...card } palette={ palette } />
				) }
				<AnimationCard { ...card } />
				<BehaviourCard { ...card } isStandard={ isStandard } />
				{ isStandard && AUTOMATIC.includes( trigger ) && (
					<FrequencyCard { ...card } />
				) }
				<GoalCard
					{ ...card }
					postId={ postId }
					overlaysUrl={
						can( CAPABILITIES.manageOverlays )
							? editorData().urls.overlays
							: ''
					}
				/>
			</div>
		</PluginDocumentSettingPanel>
	);
}
