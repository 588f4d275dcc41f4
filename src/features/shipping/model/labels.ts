import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ShipmentProblemReason, ShipmentStatus } from '@/shared/api/shipping.ts';

/** The statuses' Turkish names, as the issue words them. */
export const STATUS_LABELS: Record<ShipmentStatus, MessageDescriptor> = {
  ordered: msg`Sipariş alındı`,
  preparing: msg`Hazırlanıyor`,
  shipped: msg`Kargoya verildi`,
  out_for_delivery: msg`Dağıtımda`,
  delivered: msg`Teslim edildi`,
  problem: msg`Sorun var`,
};

export const STATUS_ICONS: Record<ShipmentStatus, string> = {
  ordered: '🧾',
  preparing: '📦',
  shipped: '🚚',
  out_for_delivery: '🛵',
  delivered: '✅',
  problem: '⚠️',
};

export const REASON_LABELS: Record<ShipmentProblemReason, MessageDescriptor> = {
  missing_item: msg`Eksik parça`,
  damaged_item: msg`Hasarlı parça`,
  lost: msg`Kargo kayboldu`,
  other: msg`Başka bir sorun`,
};
