import { hotelSearchMessages } from '@andaman/shared/contracts/hotel-search-messages';
import type { Hotel, RoomType } from '@andaman/shared/contracts/hotels';
import { useSearchParams } from '@andaman/shared/router';
import { NAVIGATION_DELAY_MS } from '@andaman/shared/rules/delays';
import { lazyAntdPart } from '@andaman/shared/ui/antd-theme';
import { useDelayedNavigate } from '@andaman/shared/ui/delayed-navigation';
import { HydrateWhen } from '@andaman/shared/ui/hydration';
import { SafeHtml } from '@andaman/shared/ui/safe-html';
import { useToast } from '@andaman/shared/ui/toast';
import { lazy, useState } from 'react';
import { checkoutPath, readStay, readTab, stayIsComplete, withTab } from '../../domain/search-params';
import { DetailTabs } from './detail-tabs';
import styles from './hotel-detail.module.css';
import { RoomCard } from './room-card';

/** The update bar's code (react-hook-form, its schema and zod) is a chunk of its own, evaluated when it hydrates. */
const UpdateSearchBar = lazy(async () => ({
  default: (await import('./update-search-bar')).UpdateSearchBar,
}));

/** antd's Modal: its code and antd's theme load when a room is pointed at or focused, before the click. */
const { Component: RoomDetailsDialog, preload: preloadRoomDetailsDialog } = lazyAntdPart(
  async () => (await import('./room-details-dialog')).RoomDetailsDialog,
);

/**
 * A hotel's three tabs (rule hotels.route.detail): the rooms with the update bar, Book Now and the room
 * dialog, the policies and the rules; the tab is in the URL.
 */
export function HotelTabs({ hotel }: { hotel: Hotel }) {
  const [params, setParams] = useSearchParams();
  const tab = readTab(params);
  const stay = readStay(params);
  const toast = useToast();
  const [viewing, setViewing] = useState<RoomType | undefined>(undefined);
  // The dialog (antd's Modal, its styles and theme: loaded then) mounts on the first View Details, then
  // stays for its close animation.
  const [dialogUsed, setDialogUsed] = useState(false);
  const { navigateAfter, overlay } = useDelayedNavigate({ overlayLabel: 'Opening checkout' });

  const bookNow = (room: RoomType) => {
    if (!stayIsComplete(stay)) {
      toast.error(hotelSearchMessages.bookNowMissing);
      return;
    }
    navigateAfter(checkoutPath(params, hotel.name, room, stay), NAVIGATION_DELAY_MS.checkout);
  };

  return (
    <>
      <DetailTabs current={tab} onChange={(next) => setParams(withTab(params, next))}>
        {tab === 'rooms' ? (
          <>
            <h2 className={styles.tabHeading}>Rooms</h2>
            {/* Its own part: the tabs and rooms around it hydrate without waiting for the form's code. */}
            <HydrateWhen when="visible">
              <UpdateSearchBar key={params.toString()} stay={stay} />
            </HydrateWhen>
            <div
              className={styles.rooms}
              onPointerEnter={preloadRoomDetailsDialog}
              onFocusCapture={preloadRoomDetailsDialog}
            >
              {hotel.roomTypes.map((room) => (
                <RoomCard
                  key={room.id}
                  room={room}
                  guests={stay.guests ?? 0}
                  roomCount={stay.roomCount}
                  onViewDetails={() => {
                    setDialogUsed(true);
                    setViewing(room);
                  }}
                  onBookNow={() => bookNow(room)}
                />
              ))}
            </div>
          </>
        ) : null}
        {tab === 'privacy-policy' ? (
          <>
            <h2 className={styles.tabHeading}>Privacy &amp; Policy</h2>
            <SafeHtml html={hotel.policies} />
          </>
        ) : null}
        {tab === 'must-read-rules' ? (
          <>
            <h2 className={styles.tabHeading}>Rules</h2>
            <SafeHtml html={hotel.rules} />
          </>
        ) : null}
      </DetailTabs>
      {dialogUsed ? (
        <RoomDetailsDialog
          room={viewing}
          guests={stay.guests ?? 0}
          roomCount={stay.roomCount}
          onClose={() => setViewing(undefined)}
        />
      ) : null}
      {overlay}
    </>
  );
}
