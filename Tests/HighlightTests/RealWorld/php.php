<?php
/**
 * Plugin Name: App Store Card
 * Description: A [app_card id="…"] shortcode that shows an app's icon, price and rating.
 * Version:     1.3.0
 *
 * Written for Imprint's highlighting tests by the Imprint team. Modelled on the small WordPress
 * plugins indie developers write for their blogs: a shortcode backed by the iTunes Search API,
 * a transient cache, a settings field, and the card's template as HTML around PHP.
 */

namespace AppStoreCard;

defined( 'ABSPATH' ) || exit;

const CACHE_HOURS = 12;
const LOOKUP_URL  = 'https://itunes.apple.com/lookup?id=%d&country=%s';

final class App implements \JsonSerializable {
	public function __construct(
		public readonly int $id,
		public readonly string $name,
		public readonly string $icon,
		public readonly string $price,
		public readonly ?float $rating = null,
	) {}

	/** Builds an App from one result of the lookup API, or null when fields are missing. */
	public static function from_result( array $result ): ?self {
		if ( ! isset( $result['trackId'], $result['trackName'] ) ) {
			return null;
		}
		return new self(
			(int) $result['trackId'],
			$result['trackName'],
			$result['artworkUrl100'] ?? '',
			$result['formattedPrice'] ?? __( 'Free', 'app-store-card' ),
			isset( $result['averageUserRating'] ) ? round( $result['averageUserRating'], 1 ) : null
		);
	}

	#[\ReturnTypeWillChange]
	public function jsonSerialize() {
		return get_object_vars( $this );
	}
}

function lookup( int $id, string $country = 'us' ): ?App {
	$key    = "app_card_{$id}_$country";
	$cached = get_transient( $key );
	if ( false !== $cached ) {
		return App::from_result( $cached );
	}
	$response = wp_remote_get( sprintf( LOOKUP_URL, $id, rawurlencode( $country ) ), [ 'timeout' => 5 ] );
	if ( is_wp_error( $response ) || 200 !== wp_remote_retrieve_response_code( $response ) ) {
		return null;
	}
	$body   = json_decode( wp_remote_retrieve_body( $response ), true );
	$result = $body['results'][0] ?? [];
	set_transient( $key, $result, CACHE_HOURS * HOUR_IN_SECONDS );
	return App::from_result( $result );
}

# Stars as text, so that feed readers show them too.
function stars( ?float $rating ): string {
	if ( null === $rating ) {
		return '';
	}
	$full = (int) floor( $rating );
	return str_repeat( '★', $full ) . str_repeat( '☆', 5 - $full );
}

function styles(): string {
	$accent = esc_attr( get_option( 'app_card_accent', '#0a84ff' ) );
	return <<<CSS
		.app-card { display: flex; gap: 1rem; border: 1px solid $accent; border-radius: 12px; }
		.app-card img { width: 64px; height: 64px; border-radius: 22%; }
		CSS;
}

function clear_cache(): int {
	global $wpdb;
	$sql = <<<'SQL'
		DELETE FROM %i WHERE option_name LIKE '_transient_app_card_%' OR option_name LIKE '_transient_timeout_app_card_%'
		SQL;
	return (int) $wpdb->query( $wpdb->prepare( $sql, $wpdb->options ) );
}

add_shortcode( 'app_card', function ( $atts ): string {
	$atts = shortcode_atts( [ 'id' => 0, 'country' => 'us' ], $atts, 'app_card' );
	$app  = lookup( absint( $atts['id'] ), sanitize_key( $atts['country'] ) );
	if ( ! $app ) {
		return current_user_can( 'edit_posts' ) ? '<p class="app-card-error">App not found.</p>' : '';
	}
	wp_add_inline_style( 'app-store-card', styles() );
	ob_start();
	?>
	<div class="app-card" data-app="<?php echo esc_attr( wp_json_encode( $app ) ); ?>">
		<img src="<?= esc_url( $app->icon ) ?>" alt="" loading="lazy">
		<div>
			<h3><?php echo esc_html( $app->name ); ?></h3>
			<p>
				<?php echo esc_html( $app->price ); ?>
				<?php if ( $app->rating ) : ?>
					&middot; <span title="<?= esc_attr( $app->rating ) ?> / 5"><?= stars( $app->rating ) ?></span>
				<?php endif; ?>
			</p>
			<a class="button" href="https://apps.apple.com/app/id<?= (int) $app->id ?>">
				<?php esc_html_e( 'View in the App Store', 'app-store-card' ); ?>
			</a>
		</div>
	</div>
	<?php
	return ob_get_clean();
} );

add_action( 'admin_init', static function (): void {
	register_setting( 'reading', 'app_card_accent', [ 'sanitize_callback' => 'sanitize_hex_color' ] );
	add_settings_field( 'app_card_accent', __( 'App card accent', 'app-store-card' ), function () {
		$value = get_option( 'app_card_accent', '#0a84ff' );
		printf( '<input type="color" name="app_card_accent" value="%s">', esc_attr( $value ) );
	}, 'reading' );
} );

register_deactivation_hook( __FILE__, __NAMESPACE__ . '\clear_cache' );
