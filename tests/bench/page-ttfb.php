<?php
/**
 * The whole plugin on a realistic landing page, end to end (issue 26 §5): the page requested from the
 * benchmark WordPress served by PHP's built-in server, in real HTTP requests, with the plugin active and
 * without it, alternating every round (the order swapping every round), 200 rounds; the figure is the
 * per-round difference of the time to first byte (wall clock: the request is served by another process).
 * One server, one database, one theme (Twenty Twenty-Five): the side without the plugin sends a request
 * header that the server's router turns into the plugin's absence for that request (the same filter runs
 * on both sides). The same requests also give the server's CPU time per whole request (the router prints
 * it after the page), which the load of a shared machine disturbs less than wall time; it also counts
 * what is sent after the first byte (the footer: the overlay printed there), so it carries no budget of
 * its own: the budget is the issue's, on the time to first byte. The server runs with OPcache, as a production server does; without it every request
 * would compile the plugin's files, which no site pays. Budget: the plugin adds at most 3 ms.
 *
 * The page: a hero with a button that opens a modal overlay, a navigation block with a link that opens
 * the same overlay, three columns, a features grid, a testimonial, an FAQ and a call to action; ten
 * blocks with style objects, six with HTML attributes, four with display conditions (three shown, one
 * hidden from visitors), one with dynamic tags. Both sides must print the page's text; the plugin's side
 * must print the overlay and resolve the tags.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Bench;

use GBlocks_Pro\Conditions\Condition_Store;
use GBlocks_Pro\Conditions\Post_Type as Condition_Post_Type;
use GBlocks_Pro\Overlays\Active_List;
use GBlocks_Pro\Tests\Loopback_Server;

require_once dirname( __DIR__ ) . '/php/Loopback_Server.php';

wp_set_current_user( 0 );
$gblocks_pg_tree       = static function ( string $rule ): array {
	return array(
		'logic'  => 'OR',
		'groups' => array(
			array(
				'logic'      => 'AND',
				'conditions' => array(
					array(
						'type'     => 'user_role',
						'rule'     => $rule,
						'operator' => 'is',
						'value'    => '',
					),
				),
			),
		),
	);
};
$gblocks_pg_conditions = array();
foreach ( array(
	'visitors' => 'general:logged_out',
	'members'  => 'general:logged_in',
) as $gblocks_pg_name => $gblocks_pg_rule ) {
	$gblocks_pg_conditions[ $gblocks_pg_name ] = (int) wp_insert_post(
		array(
			'post_type'   => Condition_Post_Type::POST_TYPE,
			'post_status' => 'publish',
			'post_title'  => 'Landing ' . $gblocks_pg_name,
		)
	);
	Condition_Post_Type::save_tree( $gblocks_pg_conditions[ $gblocks_pg_name ], $gblocks_pg_tree( $gblocks_pg_rule ) );
}
$gblocks_pg_overlay = (int) wp_insert_post(
	array(
		'post_type'    => 'gblocks_overlay',
		'post_status'  => 'publish',
		'post_title'   => 'Landing offer',
		'post_content' => '<!-- wp:heading --><h2 class="wp-block-heading">Book a demo</h2><!-- /wp:heading --><!-- wp:paragraph --><p>Landing overlay text.</p><!-- /wp:paragraph -->',
	)
);
Active_List::rebuild();
Condition_Store::instance()->rebuild_cache();
update_option( 'blogname', 'Bench Site' );

$gblocks_pg_styled   = static function ( int $i ): string {
	return wp_json_encode(
		array(
			'gbStyles' => array(
				'color'                    => '#' . str_pad( dechex( 0x102030 + $i * 4099 ), 6, '0', STR_PAD_LEFT ),
				'paddingTop'               => ( 8 + $i ) . 'px',
				'&:hover'                  => array( 'color' => '#000000' ),
				'@media (max-width:767px)' => array( 'fontSize' => '15px' ),
			),
		)
	);
};
$gblocks_pg_trigger  = 'gb-overlay-' . $gblocks_pg_overlay;
$gblocks_pg_content  = '<!-- wp:navigation {"overlayMenu":"never"} -->'
	. '<!-- wp:navigation-link {"label":"Home","url":"/","kind":"custom"} /-->'
	. '<!-- wp:navigation-link {"label":"Features","url":"#features","kind":"custom"} /-->'
	. '<!-- wp:navigation-link {"label":"Pricing","url":"#pricing","kind":"custom","gbBlockCondition":"' . $gblocks_pg_conditions['visitors'] . '"} /-->'
	. '<!-- wp:navigation-link {"label":"Demo","url":"#demo","kind":"custom","gbOverlay":' . $gblocks_pg_overlay . '} /-->'
	. '<!-- /wp:navigation -->' . "\n"
	. '<!-- wp:group {"align":"full","layout":{"type":"constrained"},' . substr( $gblocks_pg_styled( 0 ), 1, -1 ) . '} --><div class="wp-block-group alignfull">'
	. '<!-- wp:heading {"level":1} --><h1 class="wp-block-heading">Build faster pages</h1><!-- /wp:heading -->'
	. '<!-- wp:paragraph ' . $gblocks_pg_styled( 1 ) . ' --><p>Everything your team needs, in one place.</p><!-- /wp:paragraph -->'
	. '<!-- wp:buttons --><div class="wp-block-buttons">'
	. '<!-- wp:button {"htmlAttributes":{"data-gb-overlay":"' . $gblocks_pg_trigger . '","aria-haspopup":"dialog"}} --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button">Book a demo</a></div><!-- /wp:button -->'
	. '<!-- wp:button {"className":"is-style-outline"} --><div class="wp-block-button is-style-outline"><a class="wp-block-button__link wp-element-button" href="#features">Learn more</a></div><!-- /wp:button -->'
	. '</div><!-- /wp:buttons -->'
	. '</div><!-- /wp:group -->' . "\n";
$gblocks_pg_content .= '<!-- wp:columns {"htmlAttributes":{"id":"features"}} --><div class="wp-block-columns">';
for ( $gblocks_pg_i = 0; $gblocks_pg_i < 3; $gblocks_pg_i++ ) {
	$gblocks_pg_content .= '<!-- wp:column --><div class="wp-block-column">'
		. '<!-- wp:heading {"level":3,' . substr( $gblocks_pg_styled( 2 + $gblocks_pg_i ), 1, -1 ) . '} --><h3 class="wp-block-heading">Feature ' . $gblocks_pg_i . '</h3><!-- /wp:heading -->'
		. '<!-- wp:paragraph --><p>Column text ' . $gblocks_pg_i . ' that explains the feature in <strong>two</strong> short sentences. It is plain.</p><!-- /wp:paragraph -->'
		. '<!-- wp:list --><ul class="wp-block-list"><!-- wp:list-item --><li>One</li><!-- /wp:list-item --><!-- wp:list-item --><li>Two</li><!-- /wp:list-item --></ul><!-- /wp:list -->'
		. '</div><!-- /wp:column -->';
}
$gblocks_pg_content .= '</div><!-- /wp:columns -->' . "\n";
$gblocks_pg_content .= '<!-- wp:group {"layout":{"type":"grid","columnCount":3}} --><div class="wp-block-group">';
for ( $gblocks_pg_i = 0; $gblocks_pg_i < 6; $gblocks_pg_i++ ) {
	$gblocks_pg_attrs    = 0 === $gblocks_pg_i % 2 ? ' ' . $gblocks_pg_styled( 5 + $gblocks_pg_i ) : '';
	$gblocks_pg_content .= '<!-- wp:group {"layout":{"type":"constrained"}} --><div class="wp-block-group">'
		. '<!-- wp:heading {"level":4} --><h4 class="wp-block-heading">Grid item ' . $gblocks_pg_i . '</h4><!-- /wp:heading -->'
		. '<!-- wp:paragraph' . $gblocks_pg_attrs . ' --><p>Grid text ' . $gblocks_pg_i . '.</p><!-- /wp:paragraph -->'
		. '</div><!-- /wp:group -->';
}
$gblocks_pg_content .= '</div><!-- /wp:group -->' . "\n"
	. '<!-- wp:paragraph {"gbBlockCondition":"' . $gblocks_pg_conditions['visitors'] . '","htmlAttributes":{"data-track":"offer"}} --><p>Visitors: 20% off this week.</p><!-- /wp:paragraph -->'
	. '<!-- wp:paragraph {"gbBlockCondition":"' . $gblocks_pg_conditions['members'] . '"} --><p>Members: see your dashboard.</p><!-- /wp:paragraph -->'
	. '<!-- wp:quote {"htmlAttributes":{"data-section":"testimonial"}} --><blockquote class="wp-block-quote"><!-- wp:paragraph --><p>It cut our build time in half.</p><!-- /wp:paragraph --><cite>A customer</cite></blockquote><!-- /wp:quote -->' . "\n"
	. '<!-- wp:heading {"htmlAttributes":{"id":"faq"}} --><h2 class="wp-block-heading">Questions</h2><!-- /wp:heading -->';
for ( $gblocks_pg_i = 0; $gblocks_pg_i < 4; $gblocks_pg_i++ ) {
	$gblocks_pg_content .= '<!-- wp:details --><details class="wp-block-details"><summary>Question ' . $gblocks_pg_i . '?</summary><!-- wp:paragraph --><p>Answer ' . $gblocks_pg_i . '.</p><!-- /wp:paragraph --></details><!-- /wp:details -->';
}
$gblocks_pg_content .= "\n" . '<!-- wp:group {"layout":{"type":"constrained"},"gbBlockCondition":"' . $gblocks_pg_conditions['visitors'] . '",' . substr( $gblocks_pg_styled( 12 ), 1, -1 ) . '} --><div class="wp-block-group">'
	. '<!-- wp:heading --><h2 class="wp-block-heading">Ready?</h2><!-- /wp:heading -->'
	. '<!-- wp:paragraph --><p>Join {{option key:blogname}} today.</p><!-- /wp:paragraph -->'
	. '<!-- wp:buttons --><div class="wp-block-buttons"><!-- wp:button {"htmlAttributes":{"data-gb-overlay":"' . $gblocks_pg_trigger . '"}} --><div class="wp-block-button"><a class="wp-block-button__link wp-element-button">Start now</a></div><!-- /wp:button --></div><!-- /wp:buttons -->'
	. '</div><!-- /wp:group -->';

// Saved by an administrator, as a site's landing page is (its HTML attributes and styles kept as written).
$gblocks_pg_admin = get_users(
	array(
		'role'   => 'administrator',
		'number' => 1,
		'fields' => 'ID',
	)
);
wp_set_current_user( (int) ( $gblocks_pg_admin[0] ?? 1 ) );
$gblocks_pg_page = (int) wp_insert_post(
	array(
		'post_type'    => 'page',
		'post_status'  => 'publish',
		'post_title'   => 'Landing',
		'post_name'    => 'gblocks-bench-landing',
		'post_content' => $gblocks_pg_content,
		'post_author'  => (int) ( $gblocks_pg_admin[0] ?? 1 ),
	)
);
wp_set_current_user( 0 );
$gblocks_pg_blocks = 0;
$gblocks_pg_count  = static function ( array $blocks ) use ( &$gblocks_pg_count, &$gblocks_pg_blocks ): void {
	foreach ( $blocks as $block ) {
		$gblocks_pg_blocks += null !== $block['blockName'] ? 1 : 0;
		$gblocks_pg_count( $block['innerBlocks'] );
	}
};
$gblocks_pg_count( parse_blocks( $gblocks_pg_content ) );

$gblocks_pg_env = array();
foreach ( array( 'GB_WP_DIR', 'GB_DB', 'GB_TEST_DB_DIR', 'GB_DB_HOST', 'GB_DB_NAME', 'GB_DB_USER', 'GB_DB_PASSWORD' ) as $gblocks_pg_name ) {
	if ( false !== getenv( $gblocks_pg_name ) ) {
		$gblocks_pg_env[ $gblocks_pg_name ] = (string) getenv( $gblocks_pg_name );
	}
}
$gblocks_pg_options = extension_loaded( 'Zend OPcache' ) ? array( '-d', 'opcache.enable_cli=1', '-d', 'opcache.validate_timestamps=0' ) : array();
$gblocks_pg_server  = Loopback_Server::start( __DIR__ . '/page/router.php', $gblocks_pg_env, $gblocks_pg_options, max( 0, (int) getenv( 'GB_BENCH_HTTP_PORT' ) ) );

/**
 * One request for the landing page: the time to its first byte (nanoseconds) and the whole response.
 *
 * @param bool $with Whether the plugin is active in this request.
 * @return array{0: float, 1: string}
 */
$gblocks_pg_get = static function ( bool $with ) use ( $gblocks_pg_server ): array {
	$start  = hrtime( true );
	$socket = stream_socket_client( 'tcp://127.0.0.1:' . $gblocks_pg_server->port, $errno, $errstr, 10 );
	if ( false === $socket ) {
		return array( NAN, '' );
	}
	stream_set_timeout( $socket, 30 );
	fwrite( $socket, "GET /gblocks-bench-landing/ HTTP/1.1\r\nHost: example.org\r\n" . ( $with ? '' : "X-GBlocks-Bench-Plugin: off\r\n" ) . "Connection: close\r\n\r\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- A socket.
	$first   = (string) fread( $socket, 1 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fread -- A socket.
	$elapsed = (float) ( hrtime( true ) - $start );
	$rest    = (string) stream_get_contents( $socket );
	fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- A socket.
	return array( $elapsed, $first . $rest );
};

// Both sides must serve the page; the plugin's side must print the overlay and resolve the tag.
$gblocks_pg_checks = array();
foreach ( array( true, false ) as $gblocks_pg_with ) {
	list( , $gblocks_pg_html ) = $gblocks_pg_get( $gblocks_pg_with );
	$gblocks_pg_ok             = str_starts_with( $gblocks_pg_html, 'HTTP/1.1 200' ) && str_contains( $gblocks_pg_html, 'Build faster pages' ) && str_contains( $gblocks_pg_html, 'Answer 3.' ) && ! str_contains( $gblocks_pg_html, 'Warning:' ) && ! str_contains( $gblocks_pg_html, 'Notice:' );
	if ( $gblocks_pg_with ) {
		$gblocks_pg_ok = $gblocks_pg_ok && str_contains( $gblocks_pg_html, 'Landing overlay text.' ) && str_contains( $gblocks_pg_html, 'Join Bench Site today.' ) && ! str_contains( $gblocks_pg_html, 'Members: see your dashboard.' );
	} else {
		$gblocks_pg_ok = $gblocks_pg_ok && ! str_contains( $gblocks_pg_html, 'Landing overlay text.' ) && str_contains( $gblocks_pg_html, '{{option key:blogname}}' );
	}
	if ( ! $gblocks_pg_ok ) {
		fwrite( STDERR, 'The landing page bench got an unexpected page ' . ( $gblocks_pg_with ? 'with' : 'without' ) . " the plugin:\n" . substr( $gblocks_pg_html, 0, 2000 ) . "\n" );
		$GLOBALS['gblocks_bench_over'] = true;
	}
	$gblocks_pg_checks[ (int) $gblocks_pg_with ] = strlen( $gblocks_pg_html );
}

$gblocks_pg_rounds = getenv( 'GBLOCKS_BENCH_PAGE_ROUNDS' ) ? max( 1, (int) getenv( 'GBLOCKS_BENCH_PAGE_ROUNDS' ) ) : Bench::ROUNDS;
$gblocks_pg_times  = array(
	'with'    => array(),
	'without' => array(),
);
$gblocks_pg_cpu    = $gblocks_pg_times;
// One calibration step per round on the same clock (wall), in this process between the two requests'
// rounds: the verdict is taken in steps (DESIGN §10), so a slower or busier machine keeps it.
$gblocks_pg_steps = array();
for ( $gblocks_pg_round = -10; $gblocks_pg_round < $gblocks_pg_rounds; $gblocks_pg_round++ ) {
	foreach ( 0 === ( $gblocks_pg_round & 1 ) ? array( true, false ) : array( false, true ) as $gblocks_pg_with ) {
		list( $gblocks_pg_elapsed, $gblocks_pg_html ) = $gblocks_pg_get( $gblocks_pg_with );
		if ( $gblocks_pg_round >= 0 ) {
			$gblocks_pg_side                        = $gblocks_pg_with ? 'with' : 'without';
			$gblocks_pg_times[ $gblocks_pg_side ][] = $gblocks_pg_elapsed / 1e9;
			$gblocks_pg_cpu[ $gblocks_pg_side ][]   = 1 === preg_match( '/<!-- gblocks-bench-cpu-ns: (\d+) -->/', $gblocks_pg_html, $gblocks_pg_match ) ? (float) $gblocks_pg_match[1] / 1e9 : NAN;
		}
	}
	$gblocks_pg_step = Bench::calibrate( 'wall' );
	if ( $gblocks_pg_round >= 0 ) {
		$gblocks_pg_steps[] = $gblocks_pg_step;
	}
}
$gblocks_pg_server->stop();

Bench::figure( 'page: landing page (' . $gblocks_pg_blocks . ' blocks, an overlay, a menu), time to first byte over HTTP, plugin adds', Bench::differences( $gblocks_pg_times ), 1000, 'ms', 3.0, 'interleaved requests, wall clock', $gblocks_pg_steps );
Bench::figure( 'page: landing page, server CPU time per whole request, footer included (same requests), plugin adds', Bench::differences( $gblocks_pg_cpu ), 1000, 'ms', null, 'interleaved requests, server process CPU' );
Bench::figure( 'page: landing page, time to first byte with the plugin', $gblocks_pg_times['with'], 1000, 'ms', null, 'requests, wall clock' );
Bench::figure( 'page: landing page, time to first byte without the plugin', $gblocks_pg_times['without'], 1000, 'ms', null, 'requests, wall clock' );
Bench::line( 'page: landing page, response size with the plugin', (float) $gblocks_pg_checks[1], 'bytes' );
Bench::line( 'page: landing page, response size without the plugin', (float) $gblocks_pg_checks[0], 'bytes' );

wp_delete_post( $gblocks_pg_page, true );
wp_delete_post( $gblocks_pg_overlay, true );
foreach ( $gblocks_pg_conditions as $gblocks_pg_condition ) {
	wp_delete_post( $gblocks_pg_condition, true );
}
Active_List::rebuild();
