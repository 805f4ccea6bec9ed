# Written for Imprint's highlighting tests by the Imprint team. Modelled on the Fastfiles that
# iOS developers share in release-automation posts: lanes for tests, TestFlight betas and App
# Store releases, with a small changelog helper class and a Rakefile-style task at the end.

require "json"
require "time"

default_platform(:ios)

SCHEME = "Podcast".freeze
PROJECT = "Podcast.xcodeproj".freeze
DESTINATIONS = %w[
  platform=iOS\ Simulator,name=iPhone\ 15
  platform=iOS\ Simulator,name=iPad\ Air\ (5th\ generation)
].freeze

module Release
  # Builds release notes from the commits since the last tag.
  class Changelog
    TAG_PATTERN = %r{\Av(\d+)\.(\d+)(?:\.(\d+))?\z}
    SKIPPED = /\A(?:Merge|WIP|fixup!)/i

    attr_reader :version, :entries

    def initialize(version:, since: nil)
      @version = version
      @since = since || last_tag
      @entries = []
      @@built ||= 0
    end

    def self.bump(tag, part = :patch)
      match = TAG_PATTERN.match(tag) or raise ArgumentError, "not a version tag: #{tag.inspect}"
      major, minor, patch = match.captures.map(&:to_i)
      case part
      when :major then "v#{major + 1}.0.0"
      when :minor then "v#{major}.#{minor + 1}.0"
      else "v#{major}.#{minor}.#{patch + 1}"
      end
    end

    def collect!
      log = `git log --pretty=format:%s #{@since}..HEAD`
      @entries = log.lines.map(&:strip).reject { |line| line.empty? || line =~ SKIPPED }
      @@built += 1
      self
    end

    def to_s
      <<~NOTES
        What's new in #{version.delete_prefix("v")}:

        #{entries.map { |entry| "• #{entry}" }.join("\n")}
      NOTES
    end

    private

    def last_tag
      `git describe --tags --abbrev=0`.strip
    rescue Errno::ENOENT
      nil
    end
  end
end

platform :ios do
  before_all do |lane, options|
    ensure_git_status_clean unless options[:allow_dirty]
    UI.verbose("#{File.basename($0)} #{lane} on #{Time.now.utc.iso8601}")
  end

  desc "Run the unit and UI tests on every simulator"
  lane :test do
    DESTINATIONS.each do |destination|
      run_tests(
        project: PROJECT,
        scheme: SCHEME,
        destination: destination,
        result_bundle: true,
        output_types: "junit"
      )
    end
  end

  desc "Push a new beta build to TestFlight"
  lane :beta do |options|
    api_key = app_store_connect_api_key(
      key_id: ENV.fetch("ASC_KEY_ID"),
      issuer_id: ENV["ASC_ISSUER_ID"],
      key_content: ENV["ASC_KEY"]&.gsub('\n', "\n")
    )
    build_number = latest_testflight_build_number(api_key: api_key) + 1
    increment_build_number(xcodeproj: PROJECT, build_number: build_number)
    match(type: "appstore", readonly: is_ci)
    build_app(scheme: SCHEME, export_method: "app-store", clean: options.fetch(:clean, false))
    notes = Release::Changelog.new(version: get_version_number(xcodeproj: PROJECT)).collect!
    upload_to_testflight(api_key: api_key, changelog: notes.to_s, skip_waiting_for_build_processing: true)
    commit_version_bump(message: "Build #{build_number} [skip ci]", xcodeproj: PROJECT)
  end

  desc "Tag and submit the version for review"
  lane :release do |options|
    tag = Release::Changelog.bump(last_git_tag, options.fetch(:part, :patch).to_sym)
    add_git_tag(tag: tag)
    deliver(submit_for_review: true, automatic_release: false, force: true, precheck_include_in_app_purchases: false)
    push_git_tags(tag: tag)
  end

  error do |lane, exception|
    next if lane == :test && exception.message =~ %r{Tests? failed}
    slack(message: "#{lane} failed: #{exception.message}", success: false) if ENV.key?("SLACK_URL")
  end
end

# Also loaded by the project's Rakefile: `rake stats` counts the lanes above.
if defined?(Rake)
  task :stats do
    lanes = File.read(__FILE__).scan(/^\s*lane :(\w+)/).flatten
    $stdout.puts JSON.pretty_generate(lanes: lanes, count: lanes.size, generated_at: Time.now.iso8601)
  end
end
