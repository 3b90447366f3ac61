import { useState } from 'react';
import { Button } from 'antd';
import type { FormInstance } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { GeolocationFailure, locate } from '@hydrant/map';
import type { GeolocationFailureCode } from '@hydrant/map';
import { ADD_DIALOG_LOCATION_MAX_AGE_MS } from '../hydrant-constants';
import type { HydrantFormValues } from '../form/hydrant-form-values';
import { useToasts } from '../use-toasts';
import { busy } from '../busy-icon';

/** SPEC §8: the add dialog's 'Location Error' texts. */
export const ADD_DIALOG_LOCATION_ERRORS: Record<Exclude<GeolocationFailureCode, 'unsupported'>, string> = {
  denied: 'Location access denied. Please enable location permissions.',
  unavailable: 'Location information is unavailable.',
  timeout: 'Location request timed out.',
  unknown: 'Unable to get your location',
};

/**
 * 'Use My Location' in the add dialog: fills latitude and longitude from the device
 * (high accuracy, 10 s timeout, a position up to 1 minute old is fine).
 */
export function UseMyLocationButton({ form }: { form: FormInstance<HydrantFormValues> }) {
  const toast = useToasts();
  const [locating, setLocating] = useState(false);

  async function onClick() {
    setLocating(true);
    try {
      const { lat, lng } = await locate(ADD_DIALOG_LOCATION_MAX_AGE_MS);
      const latitude = lat.toFixed(6);
      const longitude = lng.toFixed(6);
      form.setFieldsValue({ latitude, longitude });
      form.validateFields(['latitude', 'longitude']).catch(() => undefined);
      toast.success('Location Found', `Latitude: ${latitude}, Longitude: ${longitude}`);
    } catch (err) {
      const code = err instanceof GeolocationFailure ? err.code : 'unknown';
      if (code === 'unsupported')
        toast.error('Geolocation is not supported by this browser.', 'Location Not Available');
      else toast.error(ADD_DIALOG_LOCATION_ERRORS[code], 'Location Error');
    } finally {
      setLocating(false);
    }
  }

  return (
    <Button icon={<AimOutlined aria-hidden="true" />} onClick={() => void onClick()} loading={busy(locating)} block>
      {locating ? 'Locating...' : 'Use My Location'}
    </Button>
  );
}
