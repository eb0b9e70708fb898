/**
 * External dependencies
 */
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	Button,
	Card,
	CardBody,
	RadioControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { flagDefinitions } from '../flags';
import { CACHE_SAFE_OPTION } from '../types';
import type {
	CacheSafeMode,
	FlagDefinition,
	InsightsToggleName,
	SettingsValues,
	ToggleName,
} from '../types';
import {
	acfBlocked,
	automaticDescription,
	flagHelp,
	type FlagHelpContext,
} from './flag-help';
import { InsightsCard } from './insights-card';

export interface FlagsFormProps {
	values: SettingsValues;
	/** Whether the values differ from the stored ones. */
	changed: boolean;
	/** Whether the values can be saved (the retention is in its range). */
	valid: boolean;
	/** Whether a save is running. */
	saving: boolean;
	context: FlagHelpContext;
	onChange: ( name: ToggleName, on: boolean ) => void;
	onModeChange: ( mode: CacheSafeMode ) => void;
	onInsightChange: ( name: InsightsToggleName, on: boolean ) => void;
	onRetentionChange: ( days: number ) => void;
	onSubmit: ( event: FormEvent ) => void;
}

/**
 * A feature flag's toggle (the ACF one cannot be switched on without ACF).
 *
 * @param props          Props.
 * @param props.flag     Its definition.
 * @param props.name     Its name.
 * @param props.on       Whether it is on.
 * @param props.saving   Whether a save is running.
 * @param props.context  The site's state.
 * @param props.onChange Sets it.
 */
function FlagToggle( {
	flag,
	name,
	on,
	saving,
	context,
	onChange,
}: {
	flag: FlagDefinition;
	name: ToggleName;
	on: boolean;
	saving: boolean;
	context: FlagHelpContext;
	onChange: ( name: ToggleName, on: boolean ) => void;
} ) {
	return (
		<ToggleControl
			__nextHasNoMarginBottom
			label={ flag.label }
			help={ flagHelp( flag, on, context ) }
			checked={ on }
			disabled={
				saving || ( acfBlocked( flag, context.acfActive ) && ! on )
			}
			onChange={ ( next: boolean ) => onChange( name, next ) }
		/>
	);
}

/**
 * Page cache compatibility's three choices: Automatic (follows WP_CACHE, with what that is now), On, Off.
 *
 * @param props          Props.
 * @param props.flag     Its definition.
 * @param props.mode     The chosen mode.
 * @param props.saving   Whether a save is running.
 * @param props.context  The site's state.
 * @param props.onChange Sets the mode.
 */
function CacheSafeChoice( {
	flag,
	mode,
	saving,
	context,
	onChange,
}: {
	flag: FlagDefinition;
	mode: CacheSafeMode;
	saving: boolean;
	context: FlagHelpContext;
	onChange: ( mode: CacheSafeMode ) => void;
} ) {
	return (
		<RadioControl
			label={ flag.label }
			help={ flagHelp( flag, false, context ) }
			selected={ mode }
			disabled={ saving }
			options={ [
				{
					value: 'auto',
					label: __( 'Automatic', 'gblocks-pro' ),
					description: automaticDescription( context.pageCache ),
				},
				{ value: 'on', label: __( 'On', 'gblocks-pro' ) },
				{ value: 'off', label: __( 'Off', 'gblocks-pro' ) },
			] }
			onChange={ ( next: string ) => onChange( next as CacheSafeMode ) }
		/>
	);
}

/**
 * The Features card (a toggle per feature flag, the three choices of page cache compatibility), the
 * Insights card, and the Save settings button.
 *
 * @param props                   Component props.
 * @param props.values            The values being edited.
 * @param props.changed           Whether they differ from the stored ones.
 * @param props.valid             Whether they can be saved.
 * @param props.saving            Whether a save is running.
 * @param props.context           The site's state the help texts depend on.
 * @param props.onChange          Sets a flag.
 * @param props.onModeChange      Sets page cache compatibility.
 * @param props.onInsightChange   Sets a switch of Insights.
 * @param props.onRetentionChange Sets the retention of Insights.
 * @param props.onSubmit          Saves.
 */
export function FlagsForm( {
	values,
	changed,
	valid,
	saving,
	context,
	onChange,
	onModeChange,
	onInsightChange,
	onRetentionChange,
	onSubmit,
}: FlagsFormProps ) {
	return (
		<form className="gblocks-pro-settings" onSubmit={ onSubmit }>
			<Card>
				<CardBody>
					<h2 className="gblocks-pro-settings__heading">
						{ __( 'Features', 'gblocks-pro' ) }
					</h2>
					{ flagDefinitions().map( ( flag ) => (
						<div
							key={ flag.name }
							className="gblocks-pro-settings__flag"
						>
							{ flag.name === CACHE_SAFE_OPTION ? (
								<CacheSafeChoice
									flag={ flag }
									mode={ values[ CACHE_SAFE_OPTION ] }
									saving={ saving }
									context={ context }
									onChange={ onModeChange }
								/>
							) : (
								<FlagToggle
									flag={ flag }
									name={ flag.name }
									on={ values[ flag.name ] }
									saving={ saving }
									context={ context }
									onChange={ onChange }
								/>
							) }
						</div>
					) ) }
				</CardBody>
			</Card>
			<InsightsCard
				values={ values }
				saving={ saving }
				onToggle={ onInsightChange }
				onRetentionChange={ onRetentionChange }
			/>
			<div className="gblocks-pro-settings__actions">
				<Button
					variant="primary"
					type="submit"
					isBusy={ saving }
					disabled={ ! changed || ! valid || saving }
					accessibleWhenDisabled
				>
					{ saving
						? __( 'Saving…', 'gblocks-pro' )
						: __( 'Save settings', 'gblocks-pro' ) }
				</Button>
			</div>
		</form>
	);
}
