<?php

declare(strict_types=1);

// The approval workflows of the project's kruds, as they were when this project was generated:
// a new record's process starts from its krud's document and keeps it (tamga_process.diagram),
// so a later change to the workflow moves only the processes started after it.
return [
    // Workflow name => its document, as JSON.
    'documents' => [
        'application-approval' => <<<'JSON'
            {"description":"An applicant's application is checked by staff, put to the council, voted on by council members and then decided by staff; staff, or the council asking for more material, can send it back to the applicant for rework, and a council that does not support it cancels it.","edges":[{"from":"start","port":"submit","to":"check"},{"from":"check","port":"approve","to":"prepare-vote"},{"from":"check","port":"send-back","to":"re-create"},{"from":"check","port":"reject","to":"cancel"},{"from":"re-create","port":"resubmit","to":"check"},{"from":"re-create","port":"withdraw","to":"cancel"},{"from":"prepare-vote","port":"ready","to":"vote"},{"from":"vote","port":"supported","to":"summary"},{"from":"vote","port":"more-material","to":"re-create"},{"from":"vote","port":"unsupported","to":"cancel"},{"from":"summary","port":"approve","to":"end"},{"from":"summary","port":"reject","to":"cancel"}],"kind":"workflow","krud":"applications","model":"application","name":"application-approval","nodes":[{"id":"start","label":{"en_US":"Prepare the application","ko_KR":"신청서 작성","mn_MN":"Өргөдөл бүрдүүлэх"},"ports":[{"action":{"en_US":"Submit","ko_KR":"제출","mn_MN":"Илгээх"},"id":"submit","label":{"en_US":"Submitted","ko_KR":"제출함","mn_MN":"Илгээсэн"}}],"position":{"x":0,"y":0},"subject":{"subject_type":"CURRENT"},"type":"START"},{"description":{"en_US":"Staff check that the application is complete","ko_KR":"담당자가 신청서의 구비 서류를 검토합니다","mn_MN":"Ажилтан өргөдлийн бүрдлийг хянана"},"id":"check","label":{"en_US":"Check the application","ko_KR":"신청서 검토","mn_MN":"Өргөдөл хянах"},"ports":[{"action":{"en_US":"Accept","ko_KR":"접수","mn_MN":"Хүлээн авах"},"id":"approve","label":{"en_US":"Checked","ko_KR":"검토 완료","mn_MN":"Хянасан"},"outcome":"approve"},{"action":{"en_US":"Send back","ko_KR":"반려","mn_MN":"Буцаах"},"id":"send-back","label":{"en_US":"Sent back","ko_KR":"반려함","mn_MN":"Буцаасан"},"outcome":"recreate"},{"action":{"en_US":"Reject","ko_KR":"거절","mn_MN":"Татгалзах"},"id":"reject","label":{"en_US":"Rejected","ko_KR":"거절함","mn_MN":"Татгалзсан"},"outcome":"reject"}],"position":{"x":0,"y":140},"subject":{"is_signature_needed":true,"role_id":3,"subject_type":"TO_ROLE"},"type":"CHECK"},{"id":"re-create","label":{"en_US":"Rework the application","ko_KR":"신청서 보완","mn_MN":"Дахин боловсруулах"},"ports":[{"action":{"en_US":"Resubmit","ko_KR":"재제출","mn_MN":"Дахин илгээх"},"id":"resubmit","label":{"en_US":"Reworked","ko_KR":"재제출함","mn_MN":"Дахин боловсруулсан"}},{"action":{"en_US":"Withdraw","ko_KR":"철회","mn_MN":"Цуцлах"},"id":"withdraw","label":{"en_US":"Withdrawn","ko_KR":"철회함","mn_MN":"Цуцалсан"},"outcome":"reject"}],"position":{"x":360,"y":140},"subject":{"subject_type":"CREATOR"},"type":"RE_CREATE"},{"id":"prepare-vote","label":{"en_US":"Prepare the council vote","ko_KR":"위원회 투표 준비","mn_MN":"Санал хураалт бэлтгэх"},"ports":[{"action":{"en_US":"Put to the vote","ko_KR":"투표에 회부","mn_MN":"Санал хураалтад оруулах"},"id":"ready","label":{"en_US":"Put to the vote","ko_KR":"투표에 회부함","mn_MN":"Санал хураалтад оруулсан"}}],"position":{"x":0,"y":280},"subject":{"role_id":3,"subject_type":"TO_ROLE"},"type":"PREPARE_VOTE"},{"description":{"en_US":"Each council member votes once; the result is counted when all have voted or the staff member who prepared the vote closes it","ko_KR":"각 위원은 한 번씩 투표하며, 모두 투표하거나 투표를 준비한 담당자가 마감하면 결과가 나옵니다","mn_MN":"Зөвлөлийн гишүүн бүр нэг удаа санал өгнө; бүгд өгсөн эсвэл бэлтгэсэн ажилтан хаахад дүн гарна"},"id":"vote","label":{"en_US":"Council vote","ko_KR":"위원회 투표","mn_MN":"Зөвлөлийн санал хураалт"},"ports":[{"action":{"en_US":"Support","ko_KR":"지지","mn_MN":"Дэмжих"},"id":"supported","label":{"en_US":"Supported","ko_KR":"지지함","mn_MN":"Дэмжсэн"},"outcome":"approve"},{"action":{"en_US":"Ask for more material","ko_KR":"추가 자료 요청","mn_MN":"Нэмэлт материал шаардах"},"id":"more-material","label":{"en_US":"Additional material required","ko_KR":"추가 자료 필요","mn_MN":"Нэмэлт материал шаардлагатай"},"outcome":"recreate"},{"action":{"en_US":"Do not support","ko_KR":"지지 안 함","mn_MN":"Дэмжихгүй"},"id":"unsupported","label":{"en_US":"Unsupported","ko_KR":"지지하지 않음","mn_MN":"Дэмжээгүй"},"outcome":"reject"}],"position":{"x":0,"y":420},"subject":{"is_signature_needed":true,"subject_type":"VOTERS"},"type":"VOTE","vote":{"decisionRule":"simple_majority","minVoters":3,"voterRoleId":4}},{"description":{"en_US":"Record the decision the vote reached","ko_KR":"투표 결과에 따라 결정합니다","mn_MN":"Санал хураалтын дүнгээр шийдвэр гаргана"},"id":"summary","label":{"en_US":"Decide","ko_KR":"결정","mn_MN":"Шийдвэр гаргах"},"ports":[{"action":{"en_US":"Approve","ko_KR":"승인","mn_MN":"Дэмжих"},"id":"approve","label":{"en_US":"Supported","ko_KR":"승인함","mn_MN":"Дэмжсэн"},"outcome":"approve"},{"action":{"en_US":"Reject","ko_KR":"거절","mn_MN":"Татгалзах"},"id":"reject","label":{"en_US":"Unsupported","ko_KR":"거절함","mn_MN":"Дэмжээгүй"},"outcome":"reject"}],"position":{"x":0,"y":560},"subject":{"is_signature_needed":true,"role_id":3,"subject_type":"TO_ROLE"},"type":"SUMMARY"},{"id":"end","label":{"en_US":"Application approved","ko_KR":"신청 승인","mn_MN":"Өргөдөл шийдвэрлэгдсэн"},"position":{"x":0,"y":700},"subject":{"subject_type":"CURRENT"},"type":"END"},{"id":"cancel","label":{"en_US":"Application cancelled","ko_KR":"신청 취소","mn_MN":"Өргөдөл цуцлагдсан"},"position":{"x":-360,"y":700},"subject":{"subject_type":"CURRENT"},"type":"CANCEL"}],"statusColumn":"process_status","title":{"en_US":"Application approval","ko_KR":"신청서 승인","mn_MN":"Өргөдөл шийдвэрлэх"},"version":1}
            JSON,
    ],

    // Krud => the workflow its new records start.
    'kruds' => ['applications' => 'application-approval'],

    // Role id => its display name: an open step's role_name.
    'role_names' => [
        1 => ['mn_MN' => 'Супер админ', 'en_US' => 'Super admin', 'ko_KR' => '최고 관리자'],
        2 => ['mn_MN' => 'Системийн админ', 'en_US' => 'System administrator', 'ko_KR' => '시스템 관리자'],
        3 => ['mn_MN' => 'Ажилтан', 'en_US' => 'Staff', 'ko_KR' => '직원'],
        4 => ['mn_MN' => 'Зөвлөлийн гишүүн', 'en_US' => 'Council member', 'ko_KR' => '위원회 위원'],
        5 => ['mn_MN' => 'Өргөдөл гаргагч', 'en_US' => 'Applicant', 'ko_KR' => '신청인'],
    ],

    // Role id => its title: the job name a signature carries by default.
    'role_titles' => [
        1 => 'Супер админ',
        2 => 'Системийн админ',
        3 => 'Ажилтан',
        4 => 'Зөвлөлийн гишүүн',
        5 => 'Өргөдөл гаргагч',
    ],
];
