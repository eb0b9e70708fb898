<?php
/**
 * The report routes of Insights under generateblocks-pro/overlays/v1.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Insights\Rest;

use GBlocks_Pro\Insights\Reports\Range;
use GBlocks_Pro\Insights\Reports\Report;
use GBlocks_Pro\Insights\Reports\Status;
use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Rest_Controller;
use GBlocks_Pro\Support\Rest_Response;

/**
 * Routes (manage_gblocks_overlays; answers in the namespace's envelope, `response` holding the shapes
 * below; a missing table is a 503 gblocks_insights_tables_missing):
 * - GET  insights?from&to                 -> Report::totals();
 * - GET  insights/{id}?from&to&compare=1  -> Report::overlay();
 * - GET  insights/status                  -> Status::get(): `{ tables, buffered, last_flush }`;
 * - POST insights/repair                  -> Status::repair(), then the status.
 * `from`/`to` are the site's days (YYYY-MM-DD), by default the last 30 days ending today; a bad day,
 * `to` before `from` or more than 3660 days is a 400 naming the parameter.
 */
final class Insights_Controller extends Rest_Controller {

	/**
	 * Route namespace.
	 *
	 * @var non-falsy-string
	 */
	protected $namespace = 'generateblocks-pro/overlays/v1';

	/**
	 * The routes' base.
	 *
	 * @var string
	 */
	protected $rest_base = 'insights';

	/**
	 * Registers the routes, each with its schema.
	 */
	public function register_routes(): void {
		$this->route( '', \WP_REST_Server::READABLE, 'get_items', $this->range_params(), 'totals_schema' );
		$this->route(
			'/(?P<id>\d+)',
			\WP_REST_Server::READABLE,
			'get_item',
			array(
				'id'      => array(
					'description' => __( 'The overlay panel\'s id.', 'gblocks-pro' ),
					'type'        => 'integer',
					'minimum'     => 1,
				),
				'compare' => array(
					'description' => __( 'Whether to add the previous period: as many days, ending the day before from.', 'gblocks-pro' ),
					'type'        => 'boolean',
					'default'     => false,
				),
			) + $this->range_params(),
			'get_public_item_schema'
		);
		$this->route( '/status', \WP_REST_Server::READABLE, 'get_status', array(), 'status_schema' );
		$this->route( '/repair', \WP_REST_Server::CREATABLE, 'repair', array(), 'status_schema' );
	}

	/**
	 * Registers one route with one method.
	 *
	 * @param string                              $path     The path after the base.
	 * @param string                              $methods  The method.
	 * @param string                              $callback The method of this class that answers.
	 * @param array<string, array<string, mixed>> $params   The parameters' schema.
	 * @param string                              $schema   The method of this class that gives the schema.
	 */
	private function route( string $path, string $methods, string $callback, array $params, string $schema ): void {
		register_rest_route(
			$this->namespace,
			'/' . $this->rest_base . $path,
			array(
				array(
					'methods'             => $methods,
					'callback'            => array( $this, $callback ),
					'permission_callback' => array( $this, 'get_items_permissions_check' ),
					'args'                => $this->args_from_schema( $params ),
				),
				'schema' => array( $this, $schema ),
			)
		);
	}

	/**
	 * Every route needs manage_gblocks_overlays (401 logged out, 403 without it).
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return bool|\WP_Error
	 */
	public function get_items_permissions_check( $request ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- The REST API passes the request.
		return $this->require_capability( Capabilities::MANAGE_OVERLAYS, __( 'Sorry, you are not allowed to see the insights of overlay panels.', 'gblocks-pro' ) );
	}

	/**
	 * Totals per overlay in the range.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_items( $request ) {
		$range = self::range( $request );
		return self::answer( is_wp_error( $range ) ? $range : ( new Report() )->totals( $range ) );
	}

	/**
	 * One overlay's report.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( $request ) {
		$range = self::range( $request );
		return self::answer( is_wp_error( $range ) ? $range : ( new Report() )->overlay( (int) $request['id'], $range, (bool) $request['compare'] ) );
	}

	/**
	 * Whether the tables exist, what the buffer holds and when it was last flushed.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response
	 */
	public function get_status( $request ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- The REST API passes the request.
		return Rest_Response::success( Status::get() );
	}

	/**
	 * Creates the missing tables, then answers the status.
	 *
	 * @param \WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function repair( $request ) { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.Found -- The REST API passes the request.
		return self::answer( Status::repair() );
	}

	/**
	 * The service's answer in the envelope, or its error.
	 *
	 * @param array<string, mixed>|\WP_Error $result The answer.
	 * @return \WP_REST_Response|\WP_Error
	 */
	private static function answer( array|\WP_Error $result ): \WP_REST_Response|\WP_Error {
		return is_wp_error( $result ) ? $result : Rest_Response::success( $result );
	}

	/**
	 * The request's range (its parameters were validated by validate_day()).
	 *
	 * @param \WP_REST_Request $request The request.
	 */
	private static function range( \WP_REST_Request $request ): Range|\WP_Error {
		return Range::parse( self::text( $request['from'] ), self::text( $request['to'] ) );
	}

	/**
	 * A parameter as text (null when absent).
	 *
	 * @param mixed $value The value.
	 */
	private static function text( mixed $value ): ?string {
		return null === $value ? null : ( is_string( $value ) ? $value : '?' );
	}

	/**
	 * The range's parameters.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private function range_params(): array {
		return array(
			'from' => array(
				'description'       => __( 'The first day (YYYY-MM-DD, the site\'s day); by default 29 days before to.', 'gblocks-pro' ),
				'type'              => 'string',
				'pattern'           => Range::PATTERN,
				'validate_callback' => array( self::class, 'validate_day' ),
			),
			'to'   => array(
				'description'       => __( 'The last day (YYYY-MM-DD, the site\'s day); by default today.', 'gblocks-pro' ),
				'type'              => 'string',
				'pattern'           => Range::PATTERN,
				'validate_callback' => array( self::class, 'validate_day' ),
			),
		);
	}

	/**
	 * A 400 naming `from` or `to` when the range they give is not valid (Range::parse()): each
	 * parameter reports its own problems, so the answer names the one at fault.
	 *
	 * @param mixed            $value   The value.
	 * @param \WP_REST_Request $request The request.
	 * @param string           $param   from or to.
	 * @return true|\WP_Error
	 */
	public static function validate_day( $value, $request, $param ): bool|\WP_Error {
		$from = 'from' === $param ? self::text( $value ) : self::text( $request['from'] );
		$to   = 'to' === $param ? self::text( $value ) : self::text( $request['to'] );
		// The other parameter when it is a day by itself, else its default: a bad from and a bad to are
		// both named.
		if ( 'from' === $param && null !== $to && ! Range::is_day( $to ) ) {
			$to = null;
		} elseif ( 'to' === $param && null !== $from && ! Range::is_day( $from ) ) {
			$from = null;
		}
		$range = Range::parse( $from, $to );
		if ( is_wp_error( $range ) ) {
			$data = $range->get_error_data();
			return is_array( $data ) && ( $data['param'] ?? '' ) === $param ? self::argument_error( $range ) : true;
		}
		return true;
	}

	/**
	 * Counts with their rate, as a schema.
	 *
	 * @param array<string, array<string, mixed>> $extra More properties.
	 * @return array<string, mixed>
	 */
	private static function counts_schema( array $extra = array() ): array {
		$count = array(
			'type'    => 'integer',
			'minimum' => 0,
		);
		return array(
			'type'       => 'object',
			'properties' => $extra + array(
				'views'       => $count,
				'closes'      => $count,
				'conversions' => $count,
				'rate'        => array(
					'description' => __( 'Conversions per view (0 without views), to four places.', 'gblocks-pro' ),
					'type'        => 'number',
				),
			),
		);
	}

	/**
	 * The schema of GET insights.
	 *
	 * @return array<string, mixed>
	 */
	public function totals_schema(): array {
		$day = array(
			'type'   => 'string',
			'format' => 'date',
		);
		return self::schema(
			'gblocks-pro-insights-totals',
			array(
				'from'     => $day,
				'to'       => $day,
				'overlays' => array(
					'description' => __( 'Every overlay panel that counted something in the range, by id.', 'gblocks-pro' ),
					'type'        => 'array',
					'items'       => self::counts_schema( array( 'id' => array( 'type' => 'integer' ) ) ),
				),
				'total'    => self::counts_schema(),
				'dropped'  => array(
					'description' => __( 'Events refused by the rate limit in the range.', 'gblocks-pro' ),
					'type'        => 'integer',
				),
			)
		);
	}

	/**
	 * The schema of GET insights/{id}.
	 *
	 * @return array<string, mixed>
	 */
	protected function build_item_schema(): array {
		$day   = array(
			'type'   => 'string',
			'format' => 'date',
		);
		$count = array( 'type' => 'integer' );
		$pair  = array(
			'type'       => 'object',
			'properties' => array(
				'views'       => $count,
				'conversions' => $count,
			),
		);
		return self::schema(
			'gblocks-pro-insights-overlay',
			array(
				'id'       => $count,
				'title'    => array( 'type' => 'string' ),
				'from'     => $day,
				'to'       => $day,
				'totals'   => self::counts_schema(),
				'previous' => array( 'type' => array( 'object', 'null' ) ) + self::counts_schema(
					array(
						'from' => $day,
						'to'   => $day,
					)
				),
				'days'     => array(
					'description' => __( 'Every day of the range, zeros included.', 'gblocks-pro' ),
					'type'        => 'array',
					'items'       => array( 'properties' => array( 'day' => $day ) + $pair['properties'] ) + $pair,
				),
				'closes'   => array(
					'type'       => 'object',
					'properties' => array_map( static fn(): array => array( 'type' => 'integer' ), Report::codes( 'reasons' ) ),
				),
				'pages'    => array(
					'description' => __( 'The most viewed pages (at most 10).', 'gblocks-pro' ),
					'type'        => 'array',
					'items'       => array( 'properties' => array( 'page' => array( 'type' => 'string' ) ) + $pair['properties'] ) + $pair,
				),
				'devices'  => array(
					'type'       => 'object',
					'properties' => array_map( static fn() => $pair, Report::codes( 'devices' ) ),
				),
			)
		);
	}

	/**
	 * The schema of insights/status and insights/repair.
	 *
	 * @return array<string, mixed>
	 */
	public function status_schema(): array {
		return self::schema(
			'gblocks-pro-insights-status',
			array(
				'tables'     => array(
					'description' => __( 'Whether the tables of Insights exist.', 'gblocks-pro' ),
					'type'        => 'boolean',
				),
				'buffered'   => array(
					'description' => __( 'Events waiting in the buffer for the next flush.', 'gblocks-pro' ),
					'type'        => 'integer',
				),
				'last_flush' => array(
					'description' => __( 'When the buffer was last flushed (GMT, ISO 8601), or null.', 'gblocks-pro' ),
					'type'        => array( 'string', 'null' ),
				),
			)
		);
	}
}
