/** Tables added by migration 0003-public-forms (landing reminder sign-up, contact form). */
export type ReminderStatus = "pending" | "confirmed" | "unsubscribed";

export interface ReminderSubscriptionTable {
  id: string;
  email: string;
  language: string;
  status: ReminderStatus;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  consent_text_version: string;
  created_at: string;
  updated_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  message: string;
  language: string;
  user_id: string | null;
  created_at: string;
  forwarded_at: string | null;
}

export type PublicFormsTables = {
  reminder_subscriptions: ReminderSubscriptionTable;
  contact_messages: ContactMessageTable;
};
