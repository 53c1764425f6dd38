import * as migration_20261122_125743_initial from './20261122_125743_initial';
import * as migration_20261122_130000_rate_limits from './20261122_130000_rate_limits';
import * as migration_20261122_131217_interface_texts from './20261122_131217_interface_texts';
import * as migration_20261122_134651_access_links from './20261122_134651_access_links';
import * as migration_20261122_154606_add_illustrations from './20261122_154606_add_illustrations';
import * as migration_20261122_193153_order_confirmation_email from './20261122_193153_order_confirmation_email';
import * as migration_20261123_165804_order_awaiting_result from './20261123_165804_order_awaiting_result';
import * as migration_20261123_170558_drop_discount_badge from './20261123_170558_drop_discount_badge';
import * as migration_20261123_180000_seeded_copy_fixes from './20261123_180000_seeded_copy_fixes';
import * as migration_20261123_195644_report_texts from './20261123_195644_report_texts';
import * as migration_20261124_021656_seller_details from './20261124_021656_seller_details';
import * as migration_20261124_110445_refunds_and_staff_mail from './20261124_110445_refunds_and_staff_mail';
import * as migration_20261124_172727_order_payment_note from './20261124_172727_order_payment_note';
import * as migration_20261124_195834_order_offer_monthly_follow_up from './20261124_195834_order_offer_monthly_follow_up';
import * as migration_20261124_201500_report_points_and_follow_up_terms from './20261124_201500_report_points_and_follow_up_terms';
import * as migration_20261124_204000_seeded_content from './20261124_204000_seeded_content';
import * as migration_20261125_011500_hashed_idempotency_keys from './20261125_011500_hashed_idempotency_keys';
import * as migration_20261125_060000_masked_outbox_links from './20261125_060000_masked_outbox_links';
import * as migration_20261125_084500_reopen_texts_name_another_browser from './20261125_084500_reopen_texts_name_another_browser';
import * as migration_20261125_101503_payment_note_report_owned from './20261125_101503_payment_note_report_owned';
import * as migration_20261125_141500_price_placeholders from './20261125_141500_price_placeholders';
import * as migration_20261125_163857_payment_note_report_part_refunded from './20261125_163857_payment_note_report_part_refunded';
import * as migration_20261125_170802_order_report_part from './20261125_170802_order_report_part';
import * as migration_20261125_195458_order_report_part_refunded_at from './20261125_195458_order_report_part_refunded_at';
import * as migration_20261125_200000_checkout_banner_needs_test from './20261125_200000_checkout_banner_needs_test';
import * as migration_20261125_223000_colouring_book_no_placeholder_link from './20261125_223000_colouring_book_no_placeholder_link';
import * as migration_20261125_223553_audience_section_link from './20261125_223553_audience_section_link';
import * as migration_20261125_224303_order_report_part_owed_at from './20261125_224303_order_report_part_owed_at';
import * as migration_20261125_232141_order_refunded_by_hand from './20261125_232141_order_refunded_by_hand';
import * as migration_20261206_053017_article_former_slugs from './20261206_053017_article_former_slugs';
import * as migration_20261206_054706_order_staff_note from './20261206_054706_order_staff_note';
import * as migration_20261206_124000_lead_source_without_start from './20261206_124000_lead_source_without_start';
import * as migration_20261206_182046_editors_history from './20261206_182046_editors_history';
import * as migration_20261206_185630_documents_history from './20261206_185630_documents_history';
import * as migration_20261206_210800_stale_pending_orders from './20261206_210800_stale_pending_orders';
import * as migration_20261206_211017_questions_testimonials_history from './20261206_211017_questions_testimonials_history';
import * as migration_20261207_000158_sample_pages_fingerprint from './20261207_000158_sample_pages_fingerprint';
import * as migration_20261207_131043_payment_note_charged_back from './20261207_131043_payment_note_charged_back';
import * as migration_20261207_134021_note_before_chargeback from './20261207_134021_note_before_chargeback';
import * as migration_20261207_161016_scheduled_when_refunded from './20261207_161016_scheduled_when_refunded';
import * as migration_20261207_163339_parental_consent from './20261207_163339_parental_consent';
import * as migration_20261207_233000_report_two_strongest_types from './20261207_233000_report_two_strongest_types';
import * as migration_20261207_234500_school_profile_fixes from './20261207_234500_school_profile_fixes';

export const migrations = [
  {
    up: migration_20261122_125743_initial.up,
    down: migration_20261122_125743_initial.down,
    name: '20261122_125743_initial',
  },
  {
    up: migration_20261122_130000_rate_limits.up,
    down: migration_20261122_130000_rate_limits.down,
    name: '20261122_130000_rate_limits',
  },
  {
    up: migration_20261122_131217_interface_texts.up,
    down: migration_20261122_131217_interface_texts.down,
    name: '20261122_131217_interface_texts',
  },
  {
    up: migration_20261122_134651_access_links.up,
    down: migration_20261122_134651_access_links.down,
    name: '20261122_134651_access_links',
  },
  {
    up: migration_20261122_154606_add_illustrations.up,
    down: migration_20261122_154606_add_illustrations.down,
    name: '20261122_154606_add_illustrations',
  },
  {
    up: migration_20261122_193153_order_confirmation_email.up,
    down: migration_20261122_193153_order_confirmation_email.down,
    name: '20261122_193153_order_confirmation_email',
  },
  {
    up: migration_20261123_165804_order_awaiting_result.up,
    down: migration_20261123_165804_order_awaiting_result.down,
    name: '20261123_165804_order_awaiting_result',
  },
  {
    up: migration_20261123_170558_drop_discount_badge.up,
    down: migration_20261123_170558_drop_discount_badge.down,
    name: '20261123_170558_drop_discount_badge',
  },
  {
    up: migration_20261123_180000_seeded_copy_fixes.up,
    down: migration_20261123_180000_seeded_copy_fixes.down,
    name: '20261123_180000_seeded_copy_fixes',
  },
  {
    up: migration_20261123_195644_report_texts.up,
    down: migration_20261123_195644_report_texts.down,
    name: '20261123_195644_report_texts',
  },
  {
    up: migration_20261124_021656_seller_details.up,
    down: migration_20261124_021656_seller_details.down,
    name: '20261124_021656_seller_details',
  },
  {
    up: migration_20261124_110445_refunds_and_staff_mail.up,
    down: migration_20261124_110445_refunds_and_staff_mail.down,
    name: '20261124_110445_refunds_and_staff_mail',
  },
  {
    up: migration_20261124_172727_order_payment_note.up,
    down: migration_20261124_172727_order_payment_note.down,
    name: '20261124_172727_order_payment_note',
  },
  {
    up: migration_20261124_195834_order_offer_monthly_follow_up.up,
    down: migration_20261124_195834_order_offer_monthly_follow_up.down,
    name: '20261124_195834_order_offer_monthly_follow_up',
  },
  {
    up: migration_20261124_201500_report_points_and_follow_up_terms.up,
    down: migration_20261124_201500_report_points_and_follow_up_terms.down,
    name: '20261124_201500_report_points_and_follow_up_terms',
  },
  {
    up: migration_20261124_204000_seeded_content.up,
    down: migration_20261124_204000_seeded_content.down,
    name: '20261124_204000_seeded_content',
  },
  {
    up: migration_20261125_011500_hashed_idempotency_keys.up,
    down: migration_20261125_011500_hashed_idempotency_keys.down,
    name: '20261125_011500_hashed_idempotency_keys',
  },
  {
    up: migration_20261125_060000_masked_outbox_links.up,
    down: migration_20261125_060000_masked_outbox_links.down,
    name: '20261125_060000_masked_outbox_links',
  },
  {
    up: migration_20261125_084500_reopen_texts_name_another_browser.up,
    down: migration_20261125_084500_reopen_texts_name_another_browser.down,
    name: '20261125_084500_reopen_texts_name_another_browser',
  },
  {
    up: migration_20261125_101503_payment_note_report_owned.up,
    down: migration_20261125_101503_payment_note_report_owned.down,
    name: '20261125_101503_payment_note_report_owned',
  },
  {
    up: migration_20261125_141500_price_placeholders.up,
    down: migration_20261125_141500_price_placeholders.down,
    name: '20261125_141500_price_placeholders',
  },
  {
    up: migration_20261125_163857_payment_note_report_part_refunded.up,
    down: migration_20261125_163857_payment_note_report_part_refunded.down,
    name: '20261125_163857_payment_note_report_part_refunded',
  },
  {
    up: migration_20261125_170802_order_report_part.up,
    down: migration_20261125_170802_order_report_part.down,
    name: '20261125_170802_order_report_part',
  },
  {
    up: migration_20261125_195458_order_report_part_refunded_at.up,
    down: migration_20261125_195458_order_report_part_refunded_at.down,
    name: '20261125_195458_order_report_part_refunded_at',
  },
  {
    up: migration_20261125_200000_checkout_banner_needs_test.up,
    down: migration_20261125_200000_checkout_banner_needs_test.down,
    name: '20261125_200000_checkout_banner_needs_test',
  },
  {
    up: migration_20261125_223000_colouring_book_no_placeholder_link.up,
    down: migration_20261125_223000_colouring_book_no_placeholder_link.down,
    name: '20261125_223000_colouring_book_no_placeholder_link',
  },
  {
    up: migration_20261125_223553_audience_section_link.up,
    down: migration_20261125_223553_audience_section_link.down,
    name: '20261125_223553_audience_section_link',
  },
  {
    up: migration_20261125_224303_order_report_part_owed_at.up,
    down: migration_20261125_224303_order_report_part_owed_at.down,
    name: '20261125_224303_order_report_part_owed_at',
  },
  {
    up: migration_20261125_232141_order_refunded_by_hand.up,
    down: migration_20261125_232141_order_refunded_by_hand.down,
    name: '20261125_232141_order_refunded_by_hand',
  },
  {
    up: migration_20261206_053017_article_former_slugs.up,
    down: migration_20261206_053017_article_former_slugs.down,
    name: '20261206_053017_article_former_slugs',
  },
  {
    up: migration_20261206_054706_order_staff_note.up,
    down: migration_20261206_054706_order_staff_note.down,
    name: '20261206_054706_order_staff_note',
  },
  {
    up: migration_20261206_124000_lead_source_without_start.up,
    down: migration_20261206_124000_lead_source_without_start.down,
    name: '20261206_124000_lead_source_without_start',
  },
  {
    up: migration_20261206_182046_editors_history.up,
    down: migration_20261206_182046_editors_history.down,
    name: '20261206_182046_editors_history',
  },
  {
    up: migration_20261206_185630_documents_history.up,
    down: migration_20261206_185630_documents_history.down,
    name: '20261206_185630_documents_history',
  },
  {
    up: migration_20261206_210800_stale_pending_orders.up,
    down: migration_20261206_210800_stale_pending_orders.down,
    name: '20261206_210800_stale_pending_orders',
  },
  {
    up: migration_20261206_211017_questions_testimonials_history.up,
    down: migration_20261206_211017_questions_testimonials_history.down,
    name: '20261206_211017_questions_testimonials_history',
  },
  {
    up: migration_20261207_000158_sample_pages_fingerprint.up,
    down: migration_20261207_000158_sample_pages_fingerprint.down,
    name: '20261207_000158_sample_pages_fingerprint',
  },
  {
    up: migration_20261207_131043_payment_note_charged_back.up,
    down: migration_20261207_131043_payment_note_charged_back.down,
    name: '20261207_131043_payment_note_charged_back',
  },
  {
    up: migration_20261207_134021_note_before_chargeback.up,
    down: migration_20261207_134021_note_before_chargeback.down,
    name: '20261207_134021_note_before_chargeback',
  },
  {
    up: migration_20261207_161016_scheduled_when_refunded.up,
    down: migration_20261207_161016_scheduled_when_refunded.down,
    name: '20261207_161016_scheduled_when_refunded',
  },
  {
    up: migration_20261207_163339_parental_consent.up,
    down: migration_20261207_163339_parental_consent.down,
    name: '20261207_163339_parental_consent',
  },
  {
    up: migration_20261207_233000_report_two_strongest_types.up,
    down: migration_20261207_233000_report_two_strongest_types.down,
    name: '20261207_233000_report_two_strongest_types',
  },
  {
    up: migration_20261207_234500_school_profile_fixes.up,
    down: migration_20261207_234500_school_profile_fixes.down,
    name: '20261207_234500_school_profile_fixes',
  },
]
