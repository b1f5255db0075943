import type { Locale } from '@sportsbook/contracts/locales';
import type { NotificationKind } from '@sportsbook/contracts/notification-kinds';

/**
 * The words of every notification, per locale: the one place they are written (docs/decisions/029). `{bet}` is
 * the bet's id and `{amount}` the amount with its currency code, filled in at read time from the stored params.
 */
export interface NotificationTexts {
  titles: Record<NotificationKind, string>;
  bodies: Record<NotificationKind, string>;
  captions: { bet: string; bonus: string; payment: string };
}

const en: NotificationTexts = {
  titles: {
    bet_won: 'Bet won',
    bet_lost: 'Bet lost',
    bet_void: 'Bet void',
    bet_cashed_out: 'Bet cashed out',
    bet_refunded: 'Bet refunded',
    bonus_issued: 'Bonus received',
    deposit_paid: 'Deposit received',
    deposit_declined: 'Deposit declined',
    limit_changed: 'Limit changed',
    exclusion_ended: 'Self-exclusion ended',
  },
  bodies: {
    bet_won: 'Your bet #{bet} won {amount}.',
    bet_lost: 'Your bet #{bet} lost.',
    bet_void: 'Your bet #{bet} was void: {amount} returned.',
    bet_cashed_out: 'You cashed out {amount} from bet #{bet}.',
    bet_refunded: 'Your in-play bet #{bet} was not accepted: {amount} refunded.',
    bonus_issued: 'A new bonus is waiting for you in Promotions.',
    deposit_paid: '{amount} was added to your balance.',
    deposit_declined: 'Your deposit of {amount} was declined.',
    limit_changed: 'Your new responsible gambling limit now applies.',
    exclusion_ended: 'Your self-exclusion or cooling-off period has ended.',
  },
  captions: { bet: 'Bet #{bet}', bonus: 'Promotions', payment: 'Payments' },
};

const es: NotificationTexts = {
  titles: {
    bet_won: 'Apuesta ganada',
    bet_lost: 'Apuesta perdida',
    bet_void: 'Apuesta anulada',
    bet_cashed_out: 'Apuesta cobrada',
    bet_refunded: 'Apuesta reembolsada',
    bonus_issued: 'Bono recibido',
    deposit_paid: 'Depósito recibido',
    deposit_declined: 'Depósito rechazado',
    limit_changed: 'Límite cambiado',
    exclusion_ended: 'Autoexclusión finalizada',
  },
  bodies: {
    bet_won: 'Tu apuesta #{bet} ha ganado {amount}.',
    bet_lost: 'Tu apuesta #{bet} ha perdido.',
    bet_void: 'Tu apuesta #{bet} se anuló: se devuelven {amount}.',
    bet_cashed_out: 'Has cobrado {amount} de la apuesta #{bet}.',
    bet_refunded: 'Tu apuesta en vivo #{bet} no fue aceptada: se reembolsan {amount}.',
    bonus_issued: 'Tienes un nuevo bono esperándote en Promociones.',
    deposit_paid: 'Se han añadido {amount} a tu saldo.',
    deposit_declined: 'Tu depósito de {amount} fue rechazado.',
    limit_changed: 'Tu nuevo límite de juego responsable ya se aplica.',
    exclusion_ended: 'Tu autoexclusión o periodo de pausa ha terminado.',
  },
  captions: { bet: 'Apuesta #{bet}', bonus: 'Promociones', payment: 'Pagos' },
};

const pl: NotificationTexts = {
  titles: {
    bet_won: 'Zakład wygrany',
    bet_lost: 'Zakład przegrany',
    bet_void: 'Zakład anulowany',
    bet_cashed_out: 'Zakład wypłacony',
    bet_refunded: 'Zakład zwrócony',
    bonus_issued: 'Otrzymano bonus',
    deposit_paid: 'Wpłata zaksięgowana',
    deposit_declined: 'Wpłata odrzucona',
    limit_changed: 'Limit zmieniony',
    exclusion_ended: 'Samowykluczenie zakończone',
  },
  bodies: {
    bet_won: 'Twój zakład #{bet} wygrał {amount}.',
    bet_lost: 'Twój zakład #{bet} przegrał.',
    bet_void: 'Twój zakład #{bet} został anulowany: zwrócono {amount}.',
    bet_cashed_out: 'Wypłaciłeś {amount} z zakładu #{bet}.',
    bet_refunded: 'Twój zakład na żywo #{bet} nie został przyjęty: zwrócono {amount}.',
    bonus_issued: 'Nowy bonus czeka na Ciebie w Promocjach.',
    deposit_paid: 'Do Twojego salda dodano {amount}.',
    deposit_declined: 'Twoja wpłata {amount} została odrzucona.',
    limit_changed: 'Twój nowy limit odpowiedzialnej gry już obowiązuje.',
    exclusion_ended: 'Twoje samowykluczenie lub okres przerwy dobiegł końca.',
  },
  captions: { bet: 'Zakład #{bet}', bonus: 'Promocje', payment: 'Płatności' },
};

const fr: NotificationTexts = {
  titles: {
    bet_won: 'Pari gagné',
    bet_lost: 'Pari perdu',
    bet_void: 'Pari annulé',
    bet_cashed_out: 'Pari encaissé',
    bet_refunded: 'Pari remboursé',
    bonus_issued: 'Bonus reçu',
    deposit_paid: 'Dépôt reçu',
    deposit_declined: 'Dépôt refusé',
    limit_changed: 'Limite modifiée',
    exclusion_ended: 'Auto-exclusion terminée',
  },
  bodies: {
    bet_won: 'Votre pari #{bet} a gagné {amount}.',
    bet_lost: 'Votre pari #{bet} est perdu.',
    bet_void: 'Votre pari #{bet} a été annulé : {amount} remboursés.',
    bet_cashed_out: 'Vous avez encaissé {amount} sur le pari #{bet}.',
    bet_refunded: "Votre pari en direct #{bet} n'a pas été accepté : {amount} remboursés.",
    bonus_issued: 'Un nouveau bonus vous attend dans Promotions.',
    deposit_paid: '{amount} ont été ajoutés à votre solde.',
    deposit_declined: 'Votre dépôt de {amount} a été refusé.',
    limit_changed: 'Votre nouvelle limite de jeu responsable s’applique désormais.',
    exclusion_ended: 'Votre auto-exclusion ou période de pause est terminée.',
  },
  captions: { bet: 'Pari #{bet}', bonus: 'Promotions', payment: 'Paiements' },
};

const de: NotificationTexts = {
  titles: {
    bet_won: 'Wette gewonnen',
    bet_lost: 'Wette verloren',
    bet_void: 'Wette storniert',
    bet_cashed_out: 'Wette ausgezahlt',
    bet_refunded: 'Wette erstattet',
    bonus_issued: 'Bonus erhalten',
    deposit_paid: 'Einzahlung eingegangen',
    deposit_declined: 'Einzahlung abgelehnt',
    limit_changed: 'Limit geändert',
    exclusion_ended: 'Selbstsperre beendet',
  },
  bodies: {
    bet_won: 'Deine Wette #{bet} hat {amount} gewonnen.',
    bet_lost: 'Deine Wette #{bet} hat verloren.',
    bet_void: 'Deine Wette #{bet} wurde storniert: {amount} zurückgebucht.',
    bet_cashed_out: 'Du hast {amount} aus Wette #{bet} ausgezahlt.',
    bet_refunded: 'Deine Live-Wette #{bet} wurde nicht angenommen: {amount} erstattet.',
    bonus_issued: 'Ein neuer Bonus wartet in den Aktionen auf dich.',
    deposit_paid: '{amount} wurden deinem Guthaben gutgeschrieben.',
    deposit_declined: 'Deine Einzahlung von {amount} wurde abgelehnt.',
    limit_changed: 'Dein neues Limit für verantwortungsvolles Spielen gilt jetzt.',
    exclusion_ended: 'Deine Selbstsperre oder Auszeit ist beendet.',
  },
  captions: { bet: 'Wette #{bet}', bonus: 'Aktionen', payment: 'Zahlungen' },
};

const pt: NotificationTexts = {
  titles: {
    bet_won: 'Aposta ganha',
    bet_lost: 'Aposta perdida',
    bet_void: 'Aposta anulada',
    bet_cashed_out: 'Aposta encerrada',
    bet_refunded: 'Aposta reembolsada',
    bonus_issued: 'Bónus recebido',
    deposit_paid: 'Depósito recebido',
    deposit_declined: 'Depósito recusado',
    limit_changed: 'Limite alterado',
    exclusion_ended: 'Autoexclusão terminada',
  },
  bodies: {
    bet_won: 'A sua aposta #{bet} ganhou {amount}.',
    bet_lost: 'A sua aposta #{bet} perdeu.',
    bet_void: 'A sua aposta #{bet} foi anulada: {amount} devolvidos.',
    bet_cashed_out: 'Encerrou a aposta #{bet} e recebeu {amount}.',
    bet_refunded: 'A sua aposta ao vivo #{bet} não foi aceite: {amount} reembolsados.',
    bonus_issued: 'Um novo bónus espera por si em Promoções.',
    deposit_paid: '{amount} foram adicionados ao seu saldo.',
    deposit_declined: 'O seu depósito de {amount} foi recusado.',
    limit_changed: 'O seu novo limite de jogo responsável já se aplica.',
    exclusion_ended: 'A sua autoexclusão ou pausa terminou.',
  },
  captions: { bet: 'Aposta #{bet}', bonus: 'Promoções', payment: 'Pagamentos' },
};

const hu: NotificationTexts = {
  titles: {
    bet_won: 'Nyertes fogadás',
    bet_lost: 'Vesztes fogadás',
    bet_void: 'Érvénytelen fogadás',
    bet_cashed_out: 'Fogadás kifizetve',
    bet_refunded: 'Fogadás visszatérítve',
    bonus_issued: 'Bónusz érkezett',
    deposit_paid: 'Befizetés jóváírva',
    deposit_declined: 'Befizetés elutasítva',
    limit_changed: 'Limit módosítva',
    exclusion_ended: 'Önkizárás véget ért',
  },
  bodies: {
    bet_won: 'A(z) #{bet} fogadásod {amount} összeget nyert.',
    bet_lost: 'A(z) #{bet} fogadásod vesztett.',
    bet_void: 'A(z) #{bet} fogadásod érvénytelen lett: {amount} visszajár.',
    bet_cashed_out: 'A(z) #{bet} fogadásból {amount} összeget vettél ki.',
    bet_refunded: 'A(z) #{bet} élő fogadásodat nem fogadtuk el: {amount} visszatérítve.',
    bonus_issued: 'Új bónusz vár rád a Promóciók között.',
    deposit_paid: '{amount} jóváírva az egyenlegeden.',
    deposit_declined: 'A(z) {amount} összegű befizetésed elutasítva.',
    limit_changed: 'Az új felelős játék limited mostantól érvényes.',
    exclusion_ended: 'Az önkizárásod vagy szüneted véget ért.',
  },
  captions: { bet: 'Fogadás #{bet}', bonus: 'Promóciók', payment: 'Fizetések' },
};

const el: NotificationTexts = {
  titles: {
    bet_won: 'Κερδισμένο στοίχημα',
    bet_lost: 'Χαμένο στοίχημα',
    bet_void: 'Άκυρο στοίχημα',
    bet_cashed_out: 'Εξαργύρωση στοιχήματος',
    bet_refunded: 'Επιστροφή στοιχήματος',
    bonus_issued: 'Λάβατε μπόνους',
    deposit_paid: 'Η κατάθεση πιστώθηκε',
    deposit_declined: 'Η κατάθεση απορρίφθηκε',
    limit_changed: 'Το όριο άλλαξε',
    exclusion_ended: 'Ο αυτοαποκλεισμός έληξε',
  },
  bodies: {
    bet_won: 'Το στοίχημά σας #{bet} κέρδισε {amount}.',
    bet_lost: 'Το στοίχημά σας #{bet} χάθηκε.',
    bet_void: 'Το στοίχημά σας #{bet} ακυρώθηκε: επιστρέφονται {amount}.',
    bet_cashed_out: 'Εξαργυρώσατε {amount} από το στοίχημα #{bet}.',
    bet_refunded: 'Το ζωντανό στοίχημά σας #{bet} δεν έγινε δεκτό: επιστρέφονται {amount}.',
    bonus_issued: 'Ένα νέο μπόνους σας περιμένει στις Προσφορές.',
    deposit_paid: 'Προστέθηκαν {amount} στο υπόλοιπό σας.',
    deposit_declined: 'Η κατάθεσή σας ύψους {amount} απορρίφθηκε.',
    limit_changed: 'Το νέο σας όριο υπεύθυνου παιχνιδιού ισχύει πλέον.',
    exclusion_ended: 'Ο αυτοαποκλεισμός ή η περίοδος παύσης σας έληξε.',
  },
  captions: { bet: 'Στοίχημα #{bet}', bonus: 'Προσφορές', payment: 'Πληρωμές' },
};

const cs: NotificationTexts = {
  titles: {
    bet_won: 'Výherní sázka',
    bet_lost: 'Prohraná sázka',
    bet_void: 'Zrušená sázka',
    bet_cashed_out: 'Sázka vyplacena',
    bet_refunded: 'Sázka vrácena',
    bonus_issued: 'Bonus připsán',
    deposit_paid: 'Vklad připsán',
    deposit_declined: 'Vklad zamítnut',
    limit_changed: 'Limit změněn',
    exclusion_ended: 'Sebevyloučení skončilo',
  },
  bodies: {
    bet_won: 'Vaše sázka #{bet} vyhrála {amount}.',
    bet_lost: 'Vaše sázka #{bet} prohrála.',
    bet_void: 'Vaše sázka #{bet} byla zrušena: vráceno {amount}.',
    bet_cashed_out: 'Ze sázky #{bet} jste vybrali {amount}.',
    bet_refunded: 'Vaše živá sázka #{bet} nebyla přijata: vráceno {amount}.',
    bonus_issued: 'V Akcích na vás čeká nový bonus.',
    deposit_paid: 'Na váš zůstatek bylo připsáno {amount}.',
    deposit_declined: 'Váš vklad {amount} byl zamítnut.',
    limit_changed: 'Váš nový limit zodpovědného hraní nyní platí.',
    exclusion_ended: 'Vaše sebevyloučení nebo přestávka skončila.',
  },
  captions: { bet: 'Sázka #{bet}', bonus: 'Akce', payment: 'Platby' },
};

const it: NotificationTexts = {
  titles: {
    bet_won: 'Scommessa vinta',
    bet_lost: 'Scommessa persa',
    bet_void: 'Scommessa annullata',
    bet_cashed_out: 'Scommessa incassata',
    bet_refunded: 'Scommessa rimborsata',
    bonus_issued: 'Bonus ricevuto',
    deposit_paid: 'Deposito ricevuto',
    deposit_declined: 'Deposito rifiutato',
    limit_changed: 'Limite modificato',
    exclusion_ended: 'Autoesclusione terminata',
  },
  bodies: {
    bet_won: 'La tua scommessa #{bet} ha vinto {amount}.',
    bet_lost: 'La tua scommessa #{bet} è persa.',
    bet_void: 'La tua scommessa #{bet} è stata annullata: restituiti {amount}.',
    bet_cashed_out: 'Hai incassato {amount} dalla scommessa #{bet}.',
    bet_refunded: 'La tua scommessa live #{bet} non è stata accettata: rimborsati {amount}.',
    bonus_issued: 'Un nuovo bonus ti aspetta in Promozioni.',
    deposit_paid: '{amount} aggiunti al tuo saldo.',
    deposit_declined: 'Il tuo deposito di {amount} è stato rifiutato.',
    limit_changed: 'Il tuo nuovo limite di gioco responsabile è ora in vigore.',
    exclusion_ended: 'La tua autoesclusione o pausa è terminata.',
  },
  captions: { bet: 'Scommessa #{bet}', bonus: 'Promozioni', payment: 'Pagamenti' },
};

const ru: NotificationTexts = {
  titles: {
    bet_won: 'Ставка выиграла',
    bet_lost: 'Ставка проиграла',
    bet_void: 'Ставка аннулирована',
    bet_cashed_out: 'Ставка выкуплена',
    bet_refunded: 'Ставка возвращена',
    bonus_issued: 'Получен бонус',
    deposit_paid: 'Депозит зачислен',
    deposit_declined: 'Депозит отклонён',
    limit_changed: 'Лимит изменён',
    exclusion_ended: 'Самоисключение завершено',
  },
  bodies: {
    bet_won: 'Ваша ставка #{bet} выиграла {amount}.',
    bet_lost: 'Ваша ставка #{bet} проиграла.',
    bet_void: 'Ваша ставка #{bet} аннулирована: возвращено {amount}.',
    bet_cashed_out: 'Вы выкупили ставку #{bet} за {amount}.',
    bet_refunded: 'Ваша ставка в лайве #{bet} не принята: возвращено {amount}.',
    bonus_issued: 'Новый бонус ждёт вас в разделе «Акции».',
    deposit_paid: 'На ваш баланс зачислено {amount}.',
    deposit_declined: 'Ваш депозит на {amount} отклонён.',
    limit_changed: 'Ваш новый лимит ответственной игры теперь действует.',
    exclusion_ended: 'Ваше самоисключение или перерыв закончились.',
  },
  captions: { bet: 'Ставка #{bet}', bonus: 'Акции', payment: 'Платежи' },
};

const no: NotificationTexts = {
  titles: {
    bet_won: 'Spill vunnet',
    bet_lost: 'Spill tapt',
    bet_void: 'Spill annullert',
    bet_cashed_out: 'Spill innløst',
    bet_refunded: 'Spill refundert',
    bonus_issued: 'Bonus mottatt',
    deposit_paid: 'Innskudd mottatt',
    deposit_declined: 'Innskudd avvist',
    limit_changed: 'Grense endret',
    exclusion_ended: 'Selvutestengelse avsluttet',
  },
  bodies: {
    bet_won: 'Spillet ditt #{bet} vant {amount}.',
    bet_lost: 'Spillet ditt #{bet} tapte.',
    bet_void: 'Spillet ditt #{bet} ble annullert: {amount} tilbakeført.',
    bet_cashed_out: 'Du innløste {amount} fra spill #{bet}.',
    bet_refunded: 'Livespillet ditt #{bet} ble ikke godtatt: {amount} refundert.',
    bonus_issued: 'En ny bonus venter på deg under Kampanjer.',
    deposit_paid: '{amount} er lagt til saldoen din.',
    deposit_declined: 'Innskuddet ditt på {amount} ble avvist.',
    limit_changed: 'Den nye grensen for ansvarlig spill gjelder nå.',
    exclusion_ended: 'Selvutestengelsen eller pausen din er over.',
  },
  captions: { bet: 'Spill #{bet}', bonus: 'Kampanjer', payment: 'Betalinger' },
};

const ko: NotificationTexts = {
  titles: {
    bet_won: '베팅 적중',
    bet_lost: '베팅 미적중',
    bet_void: '베팅 무효',
    bet_cashed_out: '베팅 캐시아웃',
    bet_refunded: '베팅 환불',
    bonus_issued: '보너스 지급',
    deposit_paid: '입금 완료',
    deposit_declined: '입금 거절',
    limit_changed: '한도 변경됨',
    exclusion_ended: '자기 제한 종료',
  },
  bodies: {
    bet_won: '베팅 #{bet}이(가) 적중하여 {amount}을(를) 받았습니다.',
    bet_lost: '베팅 #{bet}이(가) 미적중되었습니다.',
    bet_void: '베팅 #{bet}이(가) 무효 처리되어 {amount}이(가) 반환되었습니다.',
    bet_cashed_out: '베팅 #{bet}에서 {amount}을(를) 캐시아웃했습니다.',
    bet_refunded: '라이브 베팅 #{bet}이(가) 승인되지 않아 {amount}이(가) 환불되었습니다.',
    bonus_issued: '프로모션에서 새 보너스를 확인하세요.',
    deposit_paid: '잔액에 {amount}이(가) 추가되었습니다.',
    deposit_declined: '{amount} 입금이 거절되었습니다.',
    limit_changed: '새 책임 있는 게임 한도가 이제 적용됩니다.',
    exclusion_ended: '자기 제한 또는 휴식 기간이 종료되었습니다.',
  },
  captions: { bet: '베팅 #{bet}', bonus: '프로모션', payment: '결제' },
};

const ja: NotificationTexts = {
  titles: {
    bet_won: 'ベット的中',
    bet_lost: 'ベット不的中',
    bet_void: 'ベット無効',
    bet_cashed_out: 'キャッシュアウト完了',
    bet_refunded: 'ベット返金',
    bonus_issued: 'ボーナス付与',
    deposit_paid: '入金完了',
    deposit_declined: '入金拒否',
    limit_changed: 'リミット変更',
    exclusion_ended: '自己排除終了',
  },
  bodies: {
    bet_won: 'ベット #{bet} が的中し、{amount} を獲得しました。',
    bet_lost: 'ベット #{bet} は不的中でした。',
    bet_void: 'ベット #{bet} は無効となり、{amount} が返却されました。',
    bet_cashed_out: 'ベット #{bet} から {amount} をキャッシュアウトしました。',
    bet_refunded: 'ライブベット #{bet} は受け付けられず、{amount} が返金されました。',
    bonus_issued: 'プロモーションで新しいボーナスが待っています。',
    deposit_paid: '残高に {amount} が追加されました。',
    deposit_declined: '{amount} の入金は拒否されました。',
    limit_changed: '新しい責任あるゲームのリミットが適用されました。',
    exclusion_ended: '自己排除またはクーリングオフ期間が終了しました。',
  },
  captions: { bet: 'ベット #{bet}', bonus: 'プロモーション', payment: '支払い' },
};

export const NOTIFICATION_TEXTS: Record<Locale, NotificationTexts> = {
  en,
  es,
  pl,
  fr,
  de,
  pt,
  hu,
  el,
  cs,
  it,
  ru,
  no,
  ko,
  ja,
  'en-IE': en,
  'en-AU': en,
};
