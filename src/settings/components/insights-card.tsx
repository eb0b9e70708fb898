/**
 * WordPress dependencies
 */
import {
	Card,
	CardBody,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	insightsDefinitions,
	RETENTION,
	retentionHelp,
	retentionValid,
} from '../insights';
import { RETENTION_OPTION } from '../types';
import type { InsightsToggleName, InsightsValues } from '../types';

export interface InsightsCardProps {
	values: InsightsValues;
	/** Whether a save is running. */
	saving: boolean;
	onToggle: ( name: InsightsToggleName, on: boolean ) => void;
	onRetentionChange: ( days: number ) => void;
}

/**
 * The Insights card of the Settings screen: counting on or off, counting editors, Do Not Track /
 * Global Privacy Control, and the retention in days (an inline error while it is not a whole number
 * of days in the range; the screen does not save it then).
 *
 * @param props                   Props.
 * @param props.values            The values being edited.
 * @param props.saving            Whether a save is running.
 * @param props.onToggle          Sets a switch.
 * @param props.onRetentionChange Sets the retention.
 */
export function InsightsCard( {
	values,
	saving,
	onToggle,
	onRetentionChange,
}: InsightsCardProps ) {
	const days = values[ RETENTION_OPTION ];
	const valid = retentionValid( days );
	return (
		<Card className="gblocks-pro-settings__card">
			<CardBody>
				<h2 className="gblocks-pro-settings__heading">
					{ __( 'Insights', 'gblocks-pro' ) }
				</h2>
				{ insightsDefinitions().map( ( setting ) => (
					<div
						key={ setting.name }
						className="gblocks-pro-settings__flag"
					>
						<ToggleControl
							__nextHasNoMarginBottom
							label={ setting.label }
							help={ setting.help }
							checked={ values[ setting.name ] }
							disabled={ saving }
							onChange={ ( next: boolean ) =>
								onToggle( setting.name, next )
							}
						/>
					</div>
				) ) }
				<div
					className={ `gblocks-pro-settings__flag${
						valid ? '' : ' gblocks-pro-settings__invalid'
					}` }
				>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						type="number"
						min={ RETENTION.min }
						max={ RETENTION.max }
						label={ __(
							'Keep daily counts for (days)',
							'gblocks-pro'
						) }
						help={
							valid
								? retentionHelp()
								: sprintf(
										/* translators: 1: fewest days, 2: most days. */
										__(
											'Enter a whole number of days from %1$d to %2$d.',
											'gblocks-pro'
										),
										RETENTION.min,
										RETENTION.max
									)
						}
						aria-invalid={ valid ? undefined : true }
						value={ Number.isNaN( days ) ? '' : String( days ) }
						disabled={ saving }
						onChange={ ( next: string ) =>
							onRetentionChange(
								next === '' ? NaN : Number( next )
							)
						}
					/>
				</div>
			</CardBody>
		</Card>
	);
}
