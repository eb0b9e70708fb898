<?php
/**
 * "Conditions on this page": the admin-bar list of the decisions a front-end page made.
 *
 * @package GBlocks_Pro
 */

declare( strict_types=1 );

namespace GBlocks_Pro\Conditions;

use GBlocks_Pro\Support\Capabilities;
use GBlocks_Pro\Support\Feature;

/**
 * For users who manage conditions only, on front-end pages that show the admin bar: every decision of
 * the request (Decisions::observe) is logged, and the admin bar lists them (what is guarded, the
 * condition, the result, a reason). Nobody else gets an observer, a node or a trace in the HTML. The
 * page with the list is sent with no-cache headers, and the admin bar is printed in the footer (after
 * the content decided) instead of at wp_body_open.
 */
final class Decision_Log implements Feature {

	/**
	 * The admin-bar node id.
	 */
	public const NODE = 'gblocks-pro-conditions';

	/**
	 * Most reasons listed for one decision.
	 */
	private const MAX_REASONS = 3;

	/**
	 * Logged decisions keyed by condition, invert, context post and subject.
	 *
	 * @var array<string, array{condition: int, invert: bool, post: int, subject: string, decision: Decision, count: int}>
	 */
	private array $entries = array();

	/**
	 * Whether this request is logged.
	 *
	 * @var bool
	 */
	private bool $active = false;

	/**
	 * Starts once the request is parsed and the user known.
	 */
	public function register(): void {
		add_action( 'wp', array( $this, 'start' ), 0 );
	}

	/**
	 * Logs this request when it is a front-end page with the admin bar, for a user who manages conditions.
	 */
	public function start(): void {
		if ( $this->active || ! self::applies() ) {
			return;
		}
		$this->active  = true;
		$this->entries = array();
		Decisions::observe( array( $this, 'record' ) );
		add_action( 'admin_bar_menu', array( $this, 'add_nodes' ), 999 );
		add_action( 'wp_footer', array( $this, 'print_styles' ), 999 );
		// The content is decided after wp_body_open on classic themes: print the bar in the footer.
		remove_action( 'wp_body_open', 'wp_admin_bar_render', 0 );
		if ( ! headers_sent() ) {
			nocache_headers();
		}
	}

	/**
	 * Whether the current request may be logged.
	 */
	public static function applies(): bool {
		// A visitor who is not logged in never manages conditions: answered first, as it is the usual
		// case and costs nothing (the user is known since WP::init), unlike the checks below.
		if ( ! is_user_logged_in() || is_admin() || wp_doing_ajax() || wp_doing_cron() || is_feed() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) ) {
			return false;
		}
		return current_user_can( Capabilities::MANAGE_CONDITIONS ) && is_admin_bar_showing();
	}

	/**
	 * Stops logging (tests).
	 */
	public function stop(): void {
		if ( $this->active ) {
			Decisions::observe( null );
			remove_action( 'admin_bar_menu', array( $this, 'add_nodes' ), 999 );
			remove_action( 'wp_footer', array( $this, 'print_styles' ), 999 );
		}
		$this->active  = false;
		$this->entries = array();
	}

	/**
	 * The observer: one entry per condition, invert, context post and subject (repeats counted).
	 *
	 * @param int      $condition_id Condition id.
	 * @param bool     $invert       Inverted.
	 * @param int      $post_id      Context post id.
	 * @param Decision $decision     The decision.
	 * @param string   $subject      What is guarded, e.g. "Block: Paragraph".
	 */
	public function record( int $condition_id, bool $invert, int $post_id, Decision $decision, string $subject ): void {
		$key = $condition_id . '|' . ( $invert ? 1 : 0 ) . '|' . $post_id . '|' . $subject;
		if ( isset( $this->entries[ $key ] ) ) {
			++$this->entries[ $key ]['count'];
			return;
		}
		$this->entries[ $key ] = array(
			'condition' => $condition_id,
			'invert'    => $invert,
			'post'      => $post_id,
			'subject'   => $subject,
			'decision'  => $decision,
			'count'     => 1,
		);
	}

	/**
	 * The logged decisions, each with its label parts (subject, condition title, result, reason).
	 *
	 * @return list<array{subject: string, title: string, result: string, reason: string, count: int}>
	 */
	public function lines(): array {
		$lines = array();
		foreach ( $this->entries as $entry ) {
			$title   = $entry['condition'] > 0 ? get_the_title( $entry['condition'] ) : '';
			$lines[] = array(
				'subject' => '' !== $entry['subject'] ? $entry['subject'] : __( 'Content', 'gblocks-pro' ),
				/* translators: %d: condition id. */
				'title'   => '' !== $title ? $title : sprintf( __( 'Condition #%d', 'gblocks-pro' ), $entry['condition'] ),
				'result'  => self::result_label( $entry['decision'] ),
				'reason'  => $this->reason( $entry ),
				'count'   => $entry['count'],
			);
		}
		return $lines;
	}

	/**
	 * Adds "Conditions on this page" and one child per decision.
	 *
	 * @param \WP_Admin_Bar $bar The admin bar.
	 */
	public function add_nodes( \WP_Admin_Bar $bar ): void {
		if ( ! $this->active || ! current_user_can( Capabilities::MANAGE_CONDITIONS ) ) {
			return;
		}
		$lines = $this->lines();
		$bar->add_node(
			array(
				'id'    => self::NODE,
				// An icon and the label: under 782 px the bar keeps only its icons, and the label stays
				// for screen readers (print_styles()).
				'title' => '<span class="ab-icon" aria-hidden="true"></span><span class="ab-label">'
					/* translators: %d: number of decisions. */
					. esc_html( sprintf( __( 'Conditions on this page (%d)', 'gblocks-pro' ), count( $lines ) ) ) . '</span>',
				'meta'  => array( 'class' => 'gblocks-pro-conditions-log' ),
			)
		);
		if ( array() === $lines ) {
			$bar->add_node(
				array(
					'id'     => self::NODE . '-none',
					'parent' => self::NODE,
					'title'  => esc_html__( 'No content on this page has a condition.', 'gblocks-pro' ),
				)
			);
			return;
		}
		foreach ( $lines as $index => $line ) {
			$count = $line['count'] > 1 ? ' ' . sprintf( /* translators: %d: times. */ __( '(×%d)', 'gblocks-pro' ), $line['count'] ) : '';
			$bar->add_node(
				array(
					'id'     => self::NODE . '-' . ( $index + 1 ),
					'parent' => self::NODE,
					'title'  => sprintf(
						'<strong>%1$s</strong> %2$s · %3$s%4$s: %5$s',
						esc_html( $line['result'] ),
						esc_html( $line['subject'] ),
						esc_html( $line['title'] ),
						esc_html( $count ),
						esc_html( $line['reason'] )
					),
				)
			);
		}
	}

	/**
	 * The node's styles, printed just before the admin bar (wp_footer, 1000): its lines wrap within the
	 * screen instead of running off it, and under 782 px, where core hides every item but a few, the
	 * node stays as an icon whose list opens across the screen.
	 */
	public function print_styles(): void {
		if ( ! $this->active ) {
			return;
		}
		$id   = 'wp-admin-bar-' . self::NODE;
		$node = '#wpadminbar #' . $id;
		printf(
			'<style id="gblocks-pro-conditions-log-css">%1$s .ab-icon:before{content:"\f177";top:2px}%1$s>.ab-sub-wrapper{width:min(40rem,calc(100vw - 24px))}%1$s .ab-sub-wrapper .ab-item{white-space:normal;height:auto;min-height:26px;line-height:1.5;padding-top:4px;padding-bottom:4px}'
			. '@media screen and (max-width:782px){#wpadminbar li#%2$s{display:block}%1$s .ab-label{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}%1$s>.ab-sub-wrapper{position:fixed;left:0;right:0;top:46px;width:auto;max-height:calc(100vh - 46px);overflow-y:auto}}</style>',
			esc_html( $node ),
			esc_html( $id )
		);
	}

	/**
	 * The result's label.
	 *
	 * @param Decision $decision The decision.
	 */
	private static function result_label( Decision $decision ): string {
		switch ( $decision->outcome() ) {
			case Decision::SHOWN:
				return __( 'Shown', 'gblocks-pro' );
			case Decision::NOT_APPLIED:
				return __( 'Shown (not applied)', 'gblocks-pro' );
			case Decision::DEFERRED:
				return __( 'Decided in the browser', 'gblocks-pro' );
		}
		return __( 'Hidden', 'gblocks-pro' );
	}

	/**
	 * Why: the status, or the reasons of the rules that decided (simulated for this request).
	 *
	 * @param array{condition: int, invert: bool, post: int, subject: string, decision: Decision, count: int} $entry The entry.
	 */
	private function reason( array $entry ): string {
		switch ( $entry['decision']->reason() ) {
			case Decision::REASON_DRAFT:
				return __( 'The condition is a draft, pending or scheduled: it is not applied yet.', 'gblocks-pro' );
			case Decision::REASON_MISSING:
				return __( 'The condition does not exist or is in the trash: the content is hidden.', 'gblocks-pro' );
			case Decision::REASON_UNREADABLE:
				return __( 'The stored rules cannot be read: the content is hidden.', 'gblocks-pro' );
			case Decision::REASON_VISITOR:
				return __( 'Visitor rules decide in the visitor\'s browser.', 'gblocks-pro' );
		}
		$tree = Post_Type::read_tree( $entry['condition'] );
		if ( null === $tree ) {
			return __( 'The stored rules cannot be read: the content is hidden.', 'gblocks-pro' );
		}
		$answer  = Simulator::evaluate( $tree, Context::from_request( $entry['post'] ) );
		$passes  = 'shown' === $answer['result'];
		$reasons = array();
		foreach ( $answer['groups'] as $group ) {
			if ( $group['result'] !== $passes ) {
				continue;
			}
			foreach ( $group['rules'] as $rule ) {
				// A passing group shows its rules; a failing group the rules that failed.
				if ( $passes || ! $rule['result'] ) {
					$reasons[] = $rule['reason'];
				}
			}
			if ( $passes ) {
				break;
			}
		}
		if ( array() === $reasons ) {
			$reasons[] = $passes ? __( 'There are no rules.', 'gblocks-pro' ) : __( 'No rule group passes.', 'gblocks-pro' );
		}
		$reason = implode( ' ', array_slice( array_unique( $reasons ), 0, self::MAX_REASONS ) );
		/* translators: %s: why the condition passes or fails. */
		return $entry['invert'] ? sprintf( __( 'Inverted: %s', 'gblocks-pro' ), $reason ) : $reason;
	}
}
